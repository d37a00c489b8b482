import { z } from 'zod/mini';
import { text, typedPassword } from './fields';
import { loginName, mfaCodeInput } from './rules';
import { mfaMethodSchema } from './mfa';
import { fuzzionOfferFields } from './fuzzion';

/**
 * POST /api/token: e-mail or phone plus password. `captcha`: the ALTCHA widget's payload, needed
 * once the account has had 3 failures in 15 minutes (the server answers auth.captcha_required).
 */
export const loginRequest = z.object({
  username: loginName,
  password: typedPassword,
  captcha: z.optional(text(4096)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.int(),
  /** After signing in with a recovery key: how many unused keys remain. */
  recovery_keys_left: z.optional(z.int()),
  /**
   * After signing in with a support code (docs/support.md): the person lost their second factor and
   * must set up a new one now; the session holds a step-up grant for it.
   */
  setup_second_factor: z.optional(z.boolean()),
  /** The username also belongs to another account: the merge offer (fuzzion.ts). */
  ...fuzzionOfferFields,
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** 401 answer of POST /api/token when a second factor is needed. */
export const mfaChallengeResponse = z.object({
  mfa: z.object({
    /** Opaque id of the login attempt; the server keeps its state. */
    payload: z.string(),
    methods: z.array(mfaMethodSchema),
    /** The password is marked weak: the second factor leads to replacing it, not to a session. */
    weak: z.optional(z.boolean()),
  }),
});
export type MfaChallenge = z.infer<typeof mfaChallengeResponse>;

/**
 * 403 answer of POST /api/token (no second factor needed) or of a confirmed second factor when the
 * password is weak: no session; `reset` is a single-use, 10-minute permission to replace it
 * (POST /api/token/weak-password).
 */
export const weakPasswordResponse = z.object({
  code: z.literal('auth.weak_password'),
  message: z.string(),
  weak: z.literal(true),
  reset: z.string(),
});

/** Ask for a code for one of the offered methods of a login attempt. */
export const loginMfaSendRequest = z.object({
  payload: text(200).check(z.minLength(1)),
  mfaId: z.int().check(z.positive()),
});
export const loginMfaSendResponse = z.object({
  method: mfaMethodSchema,
  /** Seconds before another code may be requested. */
  resend_in: z.int(),
});

export const loginMfaConfirmRequest = z.object({
  payload: text(200).check(z.minLength(1)),
  code: mfaCodeInput,
  isTrustedDevice: z._default(z.boolean(), false),
});
