import { z } from 'zod/mini';

/** GET /api/captcha/challenge: an ALTCHA v2 proof-of-work challenge, signed by the server. */
export const captchaChallengeResponse = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.optional(z.number()),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeResponse>;
