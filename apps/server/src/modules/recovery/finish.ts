import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { endProviderSessions, endTokensOfAccount } from '../../oidc';
import { lockAccount, setAccountPassword } from '../accounts';
import { recoveryCompletedMessage, type RecoveryProof } from '../delivery';
import { recordEvent } from '../events';
import { grantStepUp } from '../mfa';
import { messageEveryContact } from '../notifications';
import { endAllSessions, startSession, type IssuedSession } from '../sessions';
import { cancelVerifications, openVerificationsOf } from '../verification';
import { actorFor, type CancelData, type RecoveryOrigin } from './flow';

/**
 * The end of every recovery, inside the transaction that spent its proof: the password is
 * replaced, every session of the account ends, and with them the provider's sessions and every
 * partner app's token, as after a password reset (the caller wakes the back-channel logouts after
 * commit); any other open recovery request of the account can no longer complete, this device is
 * signed in with a fresh (5-minute) step-up so the person can fix their methods at once on
 * /security, and both events are recorded.
 */
export async function recoverAccount(trx: Db, ctx: AppContext, input: { userId: number; passwordHash: string; proof: RecoveryProof; origin: RecoveryOrigin }): Promise<IssuedSession> {
  const { userId, origin } = input;
  const now = ctx.clock.now();
  await lockAccount(trx, userId);
  await setAccountPassword(trx, userId, input.passwordHash, now);
  const ended = await endAllSessions(trx, userId, now);
  await endProviderSessions(trx, String(userId));
  await endTokensOfAccount(trx, userId);
  const others = (await openVerificationsOf<CancelData>(trx, userId, 'recovery', now)).filter((v) => v.data.kind === 'cancel');
  await cancelVerifications(trx, others.map((v) => v.id), now);
  const session = await startSession(trx, ctx.clock, { userId, ...origin });
  await grantStepUp(trx, { sessionId: session.sessionId, userId, single: false }, now);
  const actor = actorFor(userId, origin, session.sessionId);
  await recordEvent(trx, actor, 'recovery_completed', now, { detail: { proof: input.proof, sessions_ended: ended } });
  await recordEvent(trx, actor, 'password_changed', now, { detail: { recovery: true } });
  return session;
}

/** Every address and number of the account hears that it was recovered, and with which proof. */
export function tellRecovered(ctx: AppContext, userId: number, proof: RecoveryProof): Promise<void> {
  return messageEveryContact(ctx, userId, ({ channel, to, language }) => recoveryCompletedMessage({ channel, to, language, proof }));
}
