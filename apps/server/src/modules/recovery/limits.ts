import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { captchaCheckOf } from '../captcha';

export interface ProofReservation {
  /** The proof was right: the point goes back and the name's free guesses start again. */
  right(): Promise<void>;
  /** The proof was never checked (the flow was used up, a check failed to run): the point goes back. */
  unchecked(): Promise<void>;
}

/**
 * A proof is a guess like a password: it takes a point of the sign-in limiter for the login name
 * and the IP before anything is checked (lib/failure-limiter.ts), so parallel proofs never check
 * more than the limits. Past the name's 3 free guesses a solved captcha must come with each proof;
 * past the daily or IP limit the answer is 429. A wrong proof keeps its point.
 */
export async function reserveProof(ctx: AppContext, username: string, ip: string, captcha: string | undefined): Promise<ProofReservation> {
  const keys = { username, ip };
  const reservation = await ctx.limiter.reserveSignInGuess(keys, captchaCheckOf(ctx, captcha));
  if (reservation.verdict === 'blocked') throw new ApiError('auth.too_many_attempts');
  if (reservation.verdict === 'captcha') throw new ApiError('auth.captcha_required');
  return {
    right: () => ctx.limiter.refundSignInGuess(keys, { right: true }),
    unchecked: () => ctx.limiter.refundSignInGuess(keys, { right: false }),
  };
}
