import { z } from 'zod';

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
  id: z.number().int(),
  method: mfaMethodKind,
  /** E-mail address or phone number; masked when shown before sign-in completes. */
  target: z.string().nullable(),
  primary: z.boolean(),
});
export type MfaMethod = z.infer<typeof mfaMethodSchema>;

export const mfaListQuery = z.object({
  includeAll: z.enum(['0', '1', 'true', 'false']).optional(),
});
export const mfaListResponse = z.object({ data: z.array(mfaMethodSchema) });

export const mfaStatusResponse = z.object({
  need_card: z.boolean(),
  single: z.boolean(),
  sudo: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusResponse>;
