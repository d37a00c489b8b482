import { z } from 'zod/mini';
import { text } from './fields';
import { newPassword } from './password';
import { cardNumber, loginName, mfaCodeInput, nationalRegisterNumber } from './rules';

/**
 * Recovery after losing every second factor (docs/recovery.md): identify with a login name and a
 * solved captcha, then one proof (a recovery key; a card with the national register number) with
 * a new password, or a request that waits RECOVERY_WAIT_HOURS while every channel can cancel it.
 * No answer tells whether the login name belongs to an account.
 */
export const RECOVERY_WAIT_HOURS = 72;
/** The hash key of the cancel link to RECOVERY_CANCEL_PATH (contract/spa-paths.ts). */
export const RECOVERY_CANCEL_HASH_KEY = 'cancel';

/** The captcha: the ALTCHA widget's payload; identifying always needs one, a proof after 3 failures. */
const captcha = z.optional(text(4096));

/** POST /api/recovery: the login name (e-mail address or E.164 phone number). */
export const recoveryStartRequest = z.object({
  username: loginName,
  captcha,
});
export type RecoveryStartRequest = z.input<typeof recoveryStartRequest>;

/** The recovery under way: an opaque payload, the same shape whether or not the account exists. */
export const recoveryStartResponse = z.object({
  recovery: z.string(),
  expires_in: z.int(),
});

const flow = text(200).check(z.minLength(1));

/**
 * A recovery key as people copy it: XXXXX-XXXXX, any case, with or without the dash and spaces. The
 * rule of every second-factor input, since the sign-in and reset code fields take keys too.
 */
export const recoveryKeyInput = mfaCodeInput;

/** POST /api/recovery/key: an unused recovery key of the authenticator and the new password. */
export const recoveryKeyRequest = z.object({
  recovery: flow,
  key: recoveryKeyInput,
  password: newPassword,
  captcha,
});
export type RecoveryKeyRequest = z.input<typeof recoveryKeyRequest>;

/** POST /api/recovery/card: the card number and the national register number, and the new password. */
export const recoveryCardRequest = z.object({
  recovery: flow,
  card_number: cardNumber,
  national_register_number: nationalRegisterNumber,
  password: newPassword,
  captcha,
});
export type RecoveryCardRequest = z.input<typeof recoveryCardRequest>;

/** POST /api/recovery/request: start the waiting request of the identified recovery. */
export const recoveryWaitRequest = z.object({ recovery: flow });

/** The request's secret (shown once; the only way to complete it) and when it may be completed. */
export const recoveryWaitResponse = z.object({
  request: z.string(),
  ready_at: z.int(),
});
export type RecoveryWaitResponse = z.infer<typeof recoveryWaitResponse>;

/** POST /api/recovery/request/complete: the request's secret and the new password. */
export const recoveryCompleteRequest = z.object({
  request: text(200).check(z.minLength(1)),
  password: newPassword,
});
export type RecoveryCompleteRequest = z.input<typeof recoveryCompleteRequest>;

/** POST /api/recovery/cancel: the token of the cancel link sent to every channel. */
export const recoveryCancelRequest = z.object({ cancel: text(200).check(z.minLength(1)) });
