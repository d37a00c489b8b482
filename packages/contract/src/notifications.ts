import { z } from 'zod/mini';
import { text } from './fields';

/**
 * The account's security notices (/user/notifications): each is stored and also sent by e-mail.
 * `new_device` notices carry "This wasn't me", which secures the account (docs/notifications.md).
 */
export const notificationKinds = [
  'new_device',
  'password_changed',
  'contact_changed',
  'iban_changed',
  'iban_change_cancelled',
  'method_added',
  'method_edited',
  'method_deleted',
  'primary_switched',
  'totp_reset',
  'recovery_regenerated',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  'totp_replayed',
  'password_reset',
  'accounts_merged',
  'microsoft_unlinked',
  'data_exported',
  // What the support desk did to the account (docs/support.md)
  'support_sessions_ended',
  'support_limits_lifted',
  'support_verification_resent',
  'support_recovery_cancelled',
  'support_app_revoked',
  'support_second_factor_reset',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How long the "This wasn't me" link of a new-device e-mail works. */
export const NOT_ME_TTL_DAYS = 7;
/** The hash key of the new-device e-mail's link to NOT_ME_PATH (contract/spa-paths.ts). */
export const NOT_ME_HASH_KEY = 'secure';

export const notificationSchema = z.object({
  id: z.int(),
  kind: z.enum(notificationKinds),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601; null while unread. */
  read_at: z.nullable(z.string()),
  /** new_device: the browser and address it came from. */
  device: z.nullable(z.object({ browser: z.nullable(z.string()), os: z.nullable(z.string()), ip: z.nullable(z.string()) })),
  /** A new-device notice that has not yet been reported ("This wasn't me" is offered). */
  can_report: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first. */
export const notificationListResponse = z.object({ data: z.array(notificationSchema), unread: z.int() });
export type NotificationList = z.infer<typeof notificationListResponse>;

/** POST /api/notifications/:id/not-me */
export const notificationIdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/** POST /api/not-me: the token of the e-mail's link. */
export const notMeRequest = z.object({ token: text(200).check(z.minLength(1, 'required')) });
export type NotMeRequest = z.infer<typeof notMeRequest>;

/** What securing the account did: every count is what this call ended. */
export const notMeResponse = z.object({
  sessions_ended: z.int(),
  devices_untrusted: z.int(),
  apps_revoked: z.int(),
  /** A password reset link (which asks for a second factor) went to the account's e-mail address. */
  reset_sent: z.boolean(),
});
export type NotMeResponse = z.infer<typeof notMeResponse>;
