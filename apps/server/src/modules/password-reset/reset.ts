import type { AppContext } from '../../app-context';
import { endProviderSessions, endTokensOfAccount, wakeLogoutDelivery } from '../../oidc';
import { lockAccount, passwordContextOf, setAccountPassword } from '../accounts';
import { recordEvent } from '../events';
import { hashNewPassword } from '../password';
import { endAllSessions } from '../sessions';
import { cancelVerifications, completeVerification, openVerificationsOf } from '../verification';
import { accountOf } from './code';
import { tellEveryChannel } from './notify';
import type { ResetOrigin } from './start';
import { openStep } from './steps';

/**
 * POST /api/user/reset-password: the password step spends itself with a new password that follows
 * the policy. In one transaction: the step ends (one of any number of parallel requests wins), the
 * password changes, every session of the account ends, and with them the provider's sessions and
 * every partner app's token (offline ones too: whoever knew the old password may hold some; the
 * consents stay), every other open reset (another flow, a weak-password permission, a "This wasn't
 * me" link) is cancelled, and the event is recorded.
 * Trusted devices keep their trust: it skips the second factor, which a reset does not change, and
 * the new password is still needed. Every channel is told after commit.
 */
export async function resetPassword(ctx: AppContext, input: { payload: string; password: string }, origin: ResetOrigin): Promise<{ sessionsEnded: number }> {
  const step = await openStep(ctx, input.payload, 'password', origin.deviceId);
  const userId = accountOf(step);
  const passwordHash = await hashNewPassword(input.password, await passwordContextOf(ctx.db, ctx.config.appSecret, userId));
  const now = ctx.clock.now();
  const sessionsEnded = await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, step, now, 'password_reset.expired');
    await lockAccount(trx, userId);
    await setAccountPassword(trx, userId, passwordHash, now);
    const ended = await endAllSessions(trx, userId, now);
    await endProviderSessions(trx, String(userId));
    await endTokensOfAccount(trx, userId);
    const others = await openVerificationsOf(trx, userId, 'password_reset', now);
    await cancelVerifications(trx, others.map((v) => v.id), now);
    await recordEvent(trx, { userId, sessionId: null, ...origin }, 'password_reset', now, { detail: { channel: step.data.channel, sessions_ended: ended } });
    return ended;
  });
  wakeLogoutDelivery();
  await tellEveryChannel(ctx, userId);
  return { sessionsEnded };
}
