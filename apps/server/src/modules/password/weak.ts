import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { MINUTE } from '../../lib/clock';
import { passwordContextOf, setAccountPassword } from '../accounts';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';
import { wakeLogoutDelivery } from '../../oidc';
import { endOtherSessions, startSession, type IssuedSession } from '../sessions';
import { completeVerification, openVerification, startVerification } from '../verification';
import { hashNewPassword } from './policy';

/** Time to type a new password after the second factor. */
const REPLACEMENT_TTL_MS = 10 * MINUTE;

interface WeakReplacement {
  weak: true;
}

/**
 * After the password and (when the account has one) a completed second factor, a weak password
 * gives no session but this: a single-use permission, bound to the device, to replace the password.
 * Runs inside the transaction that consumed the login attempt. Answers the secret for the client.
 */
export async function startWeakReplacement(db: Db, now: number, who: { userId: number; deviceId: string }): Promise<string> {
  const { payload } = await startVerification<WeakReplacement>(db, now, {
    purpose: 'password_reset',
    userId: who.userId,
    deviceId: who.deviceId,
    data: { weak: true },
    ttlMs: REPLACEMENT_TTL_MS,
    guesses: 1,
  });
  return payload;
}

type Origin = { deviceId: string; ip: string; userAgent: string | null };

/**
 * POST /api/token/weak-password: spends the permission with a new password that follows the
 * policy; the status is cleared, any session the account still has ends, and this device is signed
 * in, all in one transaction. Anyone else's permission, or a spent or late one, is `reset_expired`.
 */
export async function replaceWeakPassword(ctx: AppContext, input: { reset: string; password: string }, origin: Origin): Promise<IssuedSession> {
  const replacement = await openVerification<WeakReplacement>(
    ctx, input.reset, 'password_reset', (v) => v.deviceId === origin.deviceId && v.userId !== null && v.data.weak === true, 'password.reset_expired',
  );
  const userId = replacement.userId as number;
  const passwordHash = await hashNewPassword(input.password, await passwordContextOf(ctx.db, ctx.config.appSecret, userId));
  const now = ctx.clock.now();
  const session = await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, replacement, now, 'password.reset_expired');
    await setAccountPassword(trx, userId, passwordHash, now);
    await endOtherSessions(trx, userId, null, now);
    const issued = await startSession(trx, ctx.clock, { userId, ...origin });
    const actor: Actor = { userId, sessionId: issued.sessionId, ...origin };
    await recordEvent(trx, actor, 'password_changed', now, { detail: { weak: true } });
    return issued;
  });
  wakeLogoutDelivery();
  await sendSecurityNotice(ctx, userId, 'password_changed');
  return session;
}
