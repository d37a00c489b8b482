import type { AccountRestoreRequest } from '@portal/contract/account-deletion';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { MINUTE } from '../../lib/clock';
import { accountSummary, lockAccount, reopenAccountRow } from '../accounts';
import { accountRestoredMessage } from '../delivery';
import { recordEvent } from '../events';
import { cancelVerifications, completeVerification, openVerification, openVerificationsOf, startVerification } from '../verification';

/** What a restore verification is: the closing e-mail's link (any device), or a sign-in's offer (its device). */
export interface RestoreData {
  kind: 'link' | 'offer';
}

/** How long a sign-in's restore offer works: the time to read it and answer. */
const OFFER_TTL_MS = 15 * MINUTE;

/**
 * The answer of a sign-in whose right password belongs to a closed account: 403 account.closed
 * with a restore payload bound to the device (a one-time verification, only its hash stored) and
 * the erasure's date. Thrown by the password step (modules/sign-in) after the guess is refunded.
 */
export async function restoreOffer(db: Db, now: number, input: { userId: number; deviceId: string; eraseAt: number }): Promise<ApiError> {
  const { payload } = await startVerification<RestoreData>(db, now, { purpose: 'account_restore', userId: input.userId, deviceId: input.deviceId, data: { kind: 'offer' }, ttlMs: OFFER_TTL_MS, guesses: 1 });
  return new ApiError('account.closed', { restore: payload, erase_at: input.eraseAt });
}

export interface RestoreOrigin {
  deviceId: string | null;
  ip: string;
  userAgent: string | null;
}

/**
 * POST /api/account/restore: the e-mail's link (`token`, any device) or a sign-in's offer
 * (`payload`, the device it was made for) reopens the account, once, until its erasure: in one
 * transaction the verification is spent, the account reopened (conditional: not after the sweep
 * claimed it), every other restore link of it cancelled and `account_restored` recorded; the
 * person is told by e-mail and signs in as before. Unknown, used, expired and foreign tokens are
 * answered alike (account.restore_expired).
 */
export async function restoreAccount(ctx: AppContext, input: AccountRestoreRequest, origin: RestoreOrigin): Promise<{ restored: true }> {
  if (!(await ctx.limiter.reserveAccountRestore(origin.ip))) throw new ApiError('auth.too_many_attempts');
  const secret = input.token ?? input.payload ?? '';
  const bound = (v: { data: RestoreData; userId: number | null; deviceId: string | null }) =>
    v.userId !== null && (input.token !== undefined ? v.data.kind === 'link' : v.data.kind === 'offer' && v.deviceId !== null && v.deviceId === origin.deviceId);
  const v = await openVerification<RestoreData>(ctx, secret, 'account_restore', bound, 'account.restore_expired');
  const userId = v.userId as number;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, v, now, 'account.restore_expired');
    await lockAccount(trx, userId);
    if (!(await reopenAccountRow(trx, userId, now))) throw new ApiError('account.restore_expired');
    const others = await openVerificationsOf(trx, userId, 'account_restore', now);
    await cancelVerifications(trx, others.map((o) => o.id), now);
    await recordEvent(trx, { userId, sessionId: null, ...origin }, 'account_restored', now, { detail: { by: v.data.kind } });
  });
  const summary = await accountSummary(ctx.db, userId);
  if (summary?.email) await ctx.delivery.send(accountRestoredMessage({ to: summary.email, language: summary.language })).catch(() => undefined);
  return { restored: true };
}
