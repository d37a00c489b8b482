import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { accountSummary, contactsOfAccount, lockAccount, setAccountPassword } from '../accounts';
import { recoveryCompletedMessage, type OutgoingMessage, type RecoveryProof } from '../delivery';
import { recordEvent } from '../events';
import { grantStepUp } from '../mfa';
import { endAllSessions, startSession, type IssuedSession } from '../sessions';
import { cancelVerifications, openVerificationsOf } from '../verification';
import { actorFor, type CancelData, type RecoveryOrigin } from './flow';

/**
 * The end of every recovery, inside the transaction that spent its proof: the password is
 * replaced, every session of the account ends, any other open recovery request of the account can
 * no longer complete, this device is signed in with a fresh (5-minute) step-up so the person can
 * fix their methods at once on /security, and both events are recorded.
 */
export async function recoverAccount(trx: Db, ctx: AppContext, input: { userId: number; passwordHash: string; proof: RecoveryProof; origin: RecoveryOrigin }): Promise<IssuedSession> {
  const { userId, origin } = input;
  const now = ctx.clock.now();
  await lockAccount(trx, userId);
  await setAccountPassword(trx, userId, input.passwordHash, now);
  const ended = await endAllSessions(trx, userId, now);
  const others = (await openVerificationsOf<CancelData>(trx, userId, 'recovery', now)).filter((v) => v.data.kind === 'cancel');
  await cancelVerifications(trx, others.map((v) => v.id), now);
  const session = await startSession(trx, ctx.clock, { userId, ...origin });
  await grantStepUp(trx, { sessionId: session.sessionId, userId, single: false }, now);
  const actor = actorFor(userId, origin, session.sessionId);
  await recordEvent(trx, actor, 'recovery_completed', now, { detail: { proof: input.proof, sessions_ended: ended } });
  await recordEvent(trx, actor, 'password_changed', now, { detail: { recovery: true } });
  return session;
}

/**
 * Sends one message to every e-mail address and phone number of the account, in its language.
 * After the commit: the change is done, so a failed delivery does not turn the answer into an error.
 */
export async function tellEveryChannel(ctx: AppContext, userId: number, build: (to: { channel: 'email' | 'sms'; to: string; language: string }) => OutgoingMessage): Promise<void> {
  const [account, contacts] = await Promise.all([accountSummary(ctx.db, userId), contactsOfAccount(ctx.db, userId)]);
  const language = account?.language ?? 'en';
  const messages = [
    ...contacts.emails.map((to) => build({ channel: 'email', to, language })),
    ...contacts.phones.map((to) => build({ channel: 'sms', to, language })),
  ];
  await Promise.all(messages.map((m) => ctx.delivery.send(m).catch(() => undefined)));
}

export function tellRecovered(ctx: AppContext, userId: number, proof: RecoveryProof): Promise<void> {
  return tellEveryChannel(ctx, userId, (to) => recoveryCompletedMessage({ ...to, proof }));
}
