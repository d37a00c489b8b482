import type { AppContext } from '../../app-context';

/**
 * The account-wide limit on wrong second-factor guesses, over every login, step-up and set-up: the
 * only place that calls the failure limiter for them. A guess is reserved before it is checked and
 * refunded when right, so parallel guesses cannot slip past the limit between a check and a record.
 * Answers the settle step, or null when the account has no guesses left.
 */
export async function reserveAccountGuess(ctx: AppContext, userId: number): Promise<{ refund(): Promise<void> } | null> {
  if (!(await ctx.limiter.reserveMfaGuess(userId))) return null;
  return { refund: () => ctx.limiter.refundMfaGuess(userId) };
}
