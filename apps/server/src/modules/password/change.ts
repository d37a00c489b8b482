import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { verifyTypedPassword } from '../../lib/passwords';
import { accountSummary, accountLabel, lockAccount, passwordContextOf, passwordOfAccount, setAccountPassword } from '../accounts';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';
import { spendStepUp } from '../mfa';
import { wakeLogoutDelivery } from '../../oidc';
import { endOtherSessions } from '../sessions';
import { hashNewPassword } from './policy';

/**
 * POST /api/user/password. The current password is a guess like a sign-in: it takes a point from
 * the sign-in counters of the account's login name and of the IP before argon2 runs, and only a
 * right one gives it back, so a stolen session cannot try passwords faster than the login form.
 * Past the free guesses there is no captcha on this form: the answer is 429 until the window ends.
 * The change, the end of every other session and the record are one transaction; the notice follows.
 */
export async function changePassword(ctx: AppContext, actor: Actor & { sessionId: number }, input: { current: string; password: string }): Promise<{ sessionsEnded: number }> {
  const account = await accountSummary(ctx.db, actor.userId);
  const stored = await passwordOfAccount(ctx.db, actor.userId);
  if (!account || !stored) throw new ApiError('auth.unauthenticated');
  const keys = { username: account.email ?? account.phone ?? accountLabel(account), ip: actor.ip ?? 'unknown' };
  const reservation = await ctx.limiter.reserveSignInGuess(keys);
  if (reservation.verdict !== 'allowed') throw new ApiError('auth.too_many_attempts');
  if (!(await verifyTypedPassword(stored.password_hash, input.current))) {
    await recordEvent(ctx.db, actor, 'sign_in_failed', ctx.clock.now(), { detail: { form: 'password_change' } });
    throw new ApiError('validation.invalid', { fields: [{ path: 'current', code: 'password_wrong' }] });
  }
  await ctx.limiter.refundSignInGuess(keys, { right: true });
  const passwordHash = await hashNewPassword(input.password, await passwordContextOf(ctx.db, ctx.config.appSecret, actor.userId));
  const now = ctx.clock.now();
  const sessionsEnded = await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, actor.userId);
    await spendStepUp(trx, actor, now);
    await setAccountPassword(trx, actor.userId, passwordHash, now);
    const ended = await endOtherSessions(trx, actor.userId, actor.sessionId, now);
    await recordEvent(trx, actor, 'password_changed', now, { detail: { sessions_ended: ended } });
    return ended;
  });
  wakeLogoutDelivery();
  await sendSecurityNotice(ctx, actor.userId, 'password_changed');
  return { sessionsEnded };
}
