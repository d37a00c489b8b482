import { z } from 'zod/mini';
import { text, typedPassword } from './fields';
import { mfaMethodSchema } from './mfa';
import { authenticationResponseJson } from './passkeys';
import { confirmedIn, newPassword } from './password';
import { phone } from './phone';
import { email, mfaCodeInput } from './rules';

/**
 * The forgotten-password flow (spec: forgot-password, forgot-password-sent, reset-password,
 * reset-password-confirmed). Each step answers a new `payload` that replaces the previous one: the
 * server keeps the state, the client only carries the secret of the current step.
 */

/** Which channel a code goes to; `technology` names it in the answer (spec: SMS, otherwise e-mail). */
export const resetChannels = ['email', 'sms'] as const;
export type ResetChannel = (typeof resetChannels)[number];

const payload = text(200).check(z.minLength(1));

/** POST /api/user/forgot-password: the e-mail address or the phone number, never both. */
export const forgotPasswordRequest = z
  .object({
    email: z.optional(email),
    phone: z.optional(phone),
    /** The ALTCHA payload, once the server answered auth.captcha_required. */
    captcha: z.optional(text(4096)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if ((value.email === undefined) === (value.phone === undefined)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'required' });
    }),
  );
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/**
 * The same shape, status and work whether or not an account exists: `recipient` is masked (what
 * the person typed, or where a resend went), `resend_in` the seconds before another send.
 */
export const forgotPasswordResponse = z.object({
  payload: z.string(),
  recipient: z.array(z.string()),
  technology: z.enum(['SMS', 'email']),
  resend_in: z.int(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/** POST /api/user/forgot-password/resend: a new code by e-mail or by SMS (to the account's default of that kind). */
export const forgotPasswordResendRequest = z.object({ payload, channel: z.enum(resetChannels) });

/** POST /api/user/forgot-password/confirm: the 8-digit code. */
export const forgotPasswordConfirmRequest = z.object({ payload, code: mfaCodeInput });

/** POST /api/user/reset-password/link: the payload of an e-mailed reset link ("This wasn't me"). */
export const resetLinkRequest = z.object({ payload });

/**
 * After the code (or the link): the next step's payload, and the second factor still due when the
 * account has one beyond the channel that received the code (ASVS 6.4.3), else null.
 */
export const resetStepResponse = z.object({
  payload: z.string(),
  second_factor: z.nullable(z.object({ methods: z.array(mfaMethodSchema) })),
});
export type ResetStepResponse = z.infer<typeof resetStepResponse>;

/** POST /api/user/reset-password/mfa/send: pick a method; e-mail and SMS get a code. */
export const resetFactorSendRequest = z.object({ payload, mfaId: z.int().check(z.positive()) });
export const resetFactorSendResponse = z.object({ method: mfaMethodSchema, resend_in: z.int() });

/** POST /api/user/reset-password/mfa/confirm: the code, authenticator code, recovery key or card number. */
export const resetFactorConfirmRequest = z.object({ payload, code: mfaCodeInput });

/** POST /api/user/reset-password/mfa/passkey/options: assertion options for the account's passkeys. */
export const resetPasskeyOptionsRequest = z.object({ payload });

/** POST /api/user/reset-password/mfa/passkey: the passkey as the second factor; answers like /mfa/confirm. */
export const resetPasskeyConfirmRequest = z.object({ payload, response: authenticationResponseJson });

/** POST /api/user/reset-password: the new password (the contract's policy) and its confirmation. */
export const resetPasswordRequest = z
  .object({ payload, password: newPassword, password_confirmation: typedPassword })
  .check(confirmedIn('password_confirmation'));
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
