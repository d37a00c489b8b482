import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge } from '@portal/contract/captcha';
import type { AppContext } from '../../app-context';
import { CAPTCHA_TTL_S, type CaptchaCheck } from '../../lib/failure-limiter';

/**
 * PBKDF2/SHA-256 at 5,000 iterations with a one-byte key prefix: about 256 derivations on average,
 * one to two seconds in a browser's workers, one derivation (a few ms) to verify here. Creating a
 * challenge costs no derivation, so the challenge endpoint is cheap to call.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 5_000;
const KEY_PREFIX = '00';

/** The HMAC key of challenges: derived from APP_SECRET, so it needs no setting of its own. */
function signingKey(appSecret: string): string {
  return createHmac('sha256', appSecret).update('altcha-challenge-v1').digest('hex');
}

/** GET /api/captcha/challenge: valid for CAPTCHA_TTL_S, once. */
export async function newChallenge(ctx: AppContext): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_TTL_S,
    hmacSignatureSecret: signingKey(ctx.config.appSecret),
  });
  return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

/**
 * The widget's payload (base64 JSON of challenge and solution): true when it is signed by us, not
 * expired, solved, and not spent before. Spending is recorded in the limiter's store (Redis or the
 * database), so a payload works once across every process.
 */
export async function isSolvedCaptcha(ctx: AppContext, encoded: string): Promise<boolean> {
  const payload = decode(encoded);
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM || payload.challenge.parameters.cost < COST) return false;
  try {
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: signingKey(ctx.config.appSecret) });
    // The signature covers the parameters, so it names this challenge: spend it only once verified.
    return result.verified && (await ctx.limiter.spendCaptcha(payload.challenge.signature ?? ''));
  } catch {
    return false;
  }
}

/**
 * The limiter's captcha check (lib/failure-limiter.ts) for a request's payload, if it has one: the
 * payload is verified and spent only when the account's free guesses are used up.
 */
export function captchaCheckOf(ctx: AppContext, encoded: string | undefined): CaptchaCheck {
  return async () => encoded !== undefined && (await isSolvedCaptcha(ctx, encoded));
}

function decode(encoded: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<Payload>;
    if (typeof challenge?.signature !== 'string' || typeof challenge.parameters !== 'object' || challenge.parameters === null) return null;
    if (typeof solution !== 'object' || solution === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}
