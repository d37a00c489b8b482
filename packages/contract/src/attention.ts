import { z } from 'zod/mini';

/**
 * What a person should look at, shown on the dashboard above the tiles (GET /api/user/attention):
 * no second factor, recovery keys running low, a device that signed in for the first time lately,
 * and the banner of the reminder schedule before forced MFA until it is dismissed.
 */

/** Recovery keys left at or below this many (with an authenticator) are running low. */
export const RECOVERY_KEYS_LOW = 2;
/** A device's first sign-in within this many days is news. */
export const NEW_DEVICE_DAYS = 7;

export const attentionItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mfa_missing') }),
  /** Two-step verification becomes mandatory on `mandatory_on` (ISO 8601); dismissible until the next weekly reminder. */
  z.object({ kind: z.literal('mfa_reminder'), mandatory_on: z.string() }),
  /** `unused` 0: none generated, or all used. */
  z.object({ kind: z.literal('recovery_keys_low'), unused: z.int().check(z.gte(0)) }),
  z.object({
    kind: z.literal('new_device'),
    /** The device key of /security/history. */
    key: z.string(),
    browser: z.nullable(z.string()),
    os: z.nullable(z.string()),
    /** ISO 8601: its first sign-in. */
    first_seen_at: z.string(),
  }),
]);
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const attentionResponse = z.object({ items: z.array(attentionItemSchema) });
export type AttentionResponse = z.infer<typeof attentionResponse>;
