import { z } from 'zod/mini';
import { text } from './fields';
import { mfaMethodKind, mfaMethodSchema } from './mfa';
import { mfaCodeInput } from './rules';

/**
 * Step-up, activation and management calls of the MFA methods (specification section 7). The rules
 * beyond the schemas are in docs/mfa-api.md.
 */

const payload = text(200).check(z.minLength(1));
/** Path and query ids arrive as text; negative ids name methods not stored yet. */
const idText = z.pipe(text(10).check(z.regex(/^-?\d{1,9}$/, 'invalid')), z.transform(Number));
const flag = z.pipe(
  z.enum(['0', '1', 'true', 'false']),
  z.transform((v) => v === '1' || v === 'true'),
);

export const methodIdParams = z.object({ id: idText });

/** GET /api/mfa/sudo: a step-up challenge (a code is sent for e-mail and SMS). */
export const sudoQuery = z.object({
  single: z.optional(flag),
  /** The method to use; default the primary one (the card when need_card). */
  mfaId: z.optional(idText),
  /** An open challenge of this session: send its code again (optionally by mfaId). */
  payload: z.optional(payload),
});
export const sudoChallengeResponse = z.object({
  payload: z.string(),
  method: mfaMethodSchema,
  /** Seconds before another code may be requested; 0 when nothing is delivered. */
  resend_in: z.int(),
});
export type SudoChallenge = z.infer<typeof sudoChallengeResponse>;

export const sudoConfirmRequest = z.object({
  payload,
  code: mfaCodeInput,
  isTrustedDevice: z._default(z.boolean(), false),
});
export const sudoGrantResponse = z.object({
  sudo: z.literal(true),
  single: z.boolean(),
  /** Seconds the grant lives. */
  expires_in: z.int(),
});

/** DELETE /api/mfa/{id}: a negative id is an unsaved method, named by its target. */
export const deleteMethodRequest = z.nullish(z.object({ target: z.optional(text(254).check(z.trim(), z.minLength(1))) }));

/** GET /api/mfa/{id}/activate?target=&edit=1 */
export const activationQuery = z.object({
  target: z.optional(text(254).check(z.trim(), z.minLength(1))),
  edit: z.optional(flag),
});
export const totpEnrollmentSchema = z.object({
  /** Base32 secret for manual entry. */
  secret: z.string(),
  /** otpauth:// URI that the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG data: URL. */
  qr: z.string(),
});
export const activationResponse = z.object({
  payload: z.string(),
  /** Always false here: the merge is offered when the code is confirmed (POST /api/mfa/activate), once the address is proven. */
  fuzzion: z.boolean(),
  data: z.object({
    method: mfaMethodKind,
    target: z.nullable(z.string()),
    resend_in: z.int(),
    totp: z.nullable(totpEnrollmentSchema),
  }),
});
export type Activation = z.infer<typeof activationResponse>;

export const activationConfirmRequest = z.object({
  payload,
  code: mfaCodeInput,
  isTrustedDevice: z._default(z.boolean(), false),
});
export const activationConfirmResponse = z.object({
  fuzzion: z.boolean(),
  payload: z.nullable(z.string()),
  method: mfaMethodSchema,
  /** New recovery keys, shown once: after adding or resetting the authenticator. */
  recovery_keys: z.nullable(z.array(z.string())),
});
export type ActivationResult = z.infer<typeof activationConfirmResponse>;

export const activationResendRequest = z.object({ payload });
export const activationResendResponse = z.object({ resend_in: z.int() });

/** POST /api/mfa/regenerate-recovery: the new set, shown once; the old keys stop working. */
export const recoveryKeysResponse = z.object({ recovery_keys: z.array(z.string()) });

/** GET /api/mfa/trusted-devices: the devices that skip the second factor, newest first. */
export const trustedDeviceSchema = z.object({
  id: z.int(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  expires_at: z.string(),
  /** The device of this request (its x-device-id). */
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;
export const trustedDevicesResponse = z.object({ data: z.array(trustedDeviceSchema) });
