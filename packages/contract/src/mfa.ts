import { z } from 'zod/mini';

export const mfaMethodKinds = ['email', 'sms', 'totp', 'card', 'totpRecovery', 'support', 'passkey'] as const;
export const mfaMethodKind = z.enum(mfaMethodKinds);
export type MfaMethodKind = z.infer<typeof mfaMethodKind>;

/** Methods that are delivered a code and therefore have a resend link and countdown. */
export function hasDeliveredCode(kind: MfaMethodKind): boolean {
  return kind === 'email' || kind === 'sms';
}

/** Resend countdown of the confirmation screen: 15 s on page load, 30 s after each resend. */
export const RESEND_COUNTDOWN_INITIAL_S = 15;
export const RESEND_COUNTDOWN_AFTER_RESEND_S = 30;

export const mfaMethodSchema = z.object({
  /** Negative ids are methods not stored yet; they carry a target. */
  id: z.int(),
  method: mfaMethodKind,
  /** E-mail address or phone number; masked when shown before sign-in completes. */
  target: z.nullable(z.string()),
  primary: z.boolean(),
});
export type MfaMethod = z.infer<typeof mfaMethodSchema>;

export const mfaListQuery = z.object({
  includeAll: z.optional(z.enum(['0', '1', 'true', 'false'])),
});
export const mfaListResponse = z.object({ data: z.array(mfaMethodSchema) });

/**
 * Forced MFA set-up still to do (specification, Force-MFA). `customer` accounts read the two
 * client-area reasons, others three; only customer accounts whose MFA is not yet forced may skip.
 * `missing` lists the kinds a forced account still lacks (one e-mail and one SMS method).
 */
export const mfaSetupSchema = z.object({
  audience: z.enum(['default', 'customer']),
  skippable: z.boolean(),
  missing: z.array(z.enum(['email', 'sms'])),
});
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/**
 * The account is on the reminder schedule before forced MFA (specification, Force-MFA: "after weeks
 * of reminders"): the set-up becomes mandatory at the first sign-in from `mandatory_on` (ISO 8601).
 * `audience` and `missing` as in the forced set-up, which the reminder asks for in advance.
 */
export const mfaReminderSchema = z.object({
  mandatory_on: z.string(),
  audience: z.enum(['default', 'customer']),
  missing: z.array(z.enum(['email', 'sms'])),
});
export type MfaReminder = z.infer<typeof mfaReminderSchema>;

export const mfaStatusResponse = z.object({
  /** The card is the account's method: step-up checks ask for the card number. */
  need_card: z.boolean(),
  /** The live step-up grant is single-use. */
  single: z.boolean(),
  /** This session holds a live step-up grant. */
  sudo: z.boolean(),
  /** Forced set-up still to do, or null. */
  setup: z.nullable(mfaSetupSchema),
  /** The reminder schedule the account is on (dismissed or not), or null. */
  reminder: z.nullable(mfaReminderSchema),
});
export type MfaStatus = z.infer<typeof mfaStatusResponse>;

/**
 * Methods not stored yet carry a negative id, one per kind that can be added: GET
 * /api/mfa/{id}/activate with such an id and a target starts adding a method of that kind.
 */
export const NEW_METHOD_IDS = { email: -1, sms: -2, totp: -3 } as const;
export type AddableKind = keyof typeof NEW_METHOD_IDS;

export function kindOfNewMethod(id: number): AddableKind | null {
  const entry = Object.entries(NEW_METHOD_IDS).find(([, value]) => value === id);
  return entry ? (entry[0] as AddableKind) : null;
}
