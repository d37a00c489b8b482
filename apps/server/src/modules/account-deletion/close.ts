import { ERASE_AFTER_DAYS, RESTORE_HASH_KEY, type AccountDeletionRequest, type AccountDeletionResponse } from '@portal/contract/account-deletion';
import { ACCOUNT_RESTORE_PATH } from '@portal/contract/spa-paths';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { DAY } from '../../lib/clock';
import { deleteGrants, endProviderSessions, endTokensOfAccount, grantsOfAccount, wakeLogoutDelivery } from '../../oidc';
import { accountSummary, closeAccountRow, closingOf, lockAccount } from '../accounts';
import { aliasesOf } from '../aliases';
import { accountClosedMessage } from '../delivery';
import { recordEvent, type Actor } from '../events';
import { endDeviceTrust } from '../mfa';
import type { RestoreData } from '../account-restore';
import { waitingRequestsAmong } from '../recovery';
import { endAllSessions } from '../sessions';
import { cancelVerifications, openVerificationsOfAccount, startVerification } from '../verification';

export const ERASE_AFTER_MS = ERASE_AFTER_DAYS * DAY;

/**
 * What stops a closing, read inside its transaction after the account's lock: a merge offer open
 * for the account (its other account would be merged into a closed one), a recovery request
 * waiting out its delay (its cancel link is unused: the request may be someone else's).
 */
async function refuseWhileBusy(trx: Db, userId: number, now: number): Promise<Awaited<ReturnType<typeof openVerificationsOfAccount>>> {
  const open = await openVerificationsOfAccount(trx, userId, now);
  if (open.some((v) => v.purpose === 'merge')) throw new ApiError('account.merge_in_progress');
  if (waitingRequestsAmong(open).length > 0) throw new ApiError('account.recovery_in_progress');
  return open;
}

/**
 * POST /api/user/deletion (step-up; docs/privacy.md). In one transaction, after the step-up grant
 * is spent and the account's row locked: the refusals (merge, recovery), then the account is closed
 * (a conditional update: of identical requests one closes, the others find it closed and are
 * answered as signed out), every session ends (the apps registered for back-channel logout get a
 * logout token, woken after commit), trusted devices lose their trust, every partner grant and
 * token goes (under the account's own `sub` and its merged aliases'), every open verification is
 * cancelled (a reset link, a login attempt), the restore link's verification (14 days, only its
 * hash stored) is opened and `account_closed` recorded. The link is e-mailed after commit.
 */
export async function closeAccount(
  ctx: AppContext,
  actor: Actor,
  input: AccountDeletionRequest,
  spendStepUp: (trx: Db, now: number) => Promise<void>,
  linkBase: string,
): Promise<AccountDeletionResponse> {
  const userId = actor.userId;
  if (!(await ctx.limiter.reserveAccountDeletion(userId))) throw new ApiError('auth.too_many_attempts');
  const account = await closingOf(ctx.db, userId);
  if (!account || account.closed_at !== null) throw new ApiError('auth.unauthenticated');
  // A client-area account first reads what the client area keeps (the company's own records).
  if (account.customer_user_id !== null && input.acknowledge_client_area !== true) throw new ApiError('account.client_area_notice');
  const now = ctx.clock.now();
  const eraseAt = now + ERASE_AFTER_MS;
  const done = await ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const open = await refuseWhileBusy(trx, userId, now);
    await spendStepUp(trx, now);
    if (!(await closeAccountRow(trx, userId, now, eraseAt))) throw new ApiError('auth.unauthenticated');
    const sessions = await endAllSessions(trx, userId, now);
    const devices = await endDeviceTrust(trx, actor, now, 'account_closed');
    const grants = await grantsOfAccount(trx, userId);
    await deleteGrants(trx, grants.map((g) => g.grantId));
    await endTokensOfAccount(trx, userId);
    for (const sub of [userId, ...(await aliasesOf(trx, userId))]) await endProviderSessions(trx, String(sub));
    await cancelVerifications(trx, open.map((v) => v.id), now);
    const { payload } = await startVerification<RestoreData>(trx, now, { purpose: 'account_restore', userId, data: { kind: 'link' }, ttlMs: ERASE_AFTER_MS, guesses: 1 });
    await recordEvent(trx, actor, 'account_closed', now, { detail: { erase_at: eraseAt, sessions, devices, apps: grants.length } });
    return { link: payload };
  });
  wakeLogoutDelivery();
  const summary = await accountSummary(ctx.db, userId);
  if (summary?.email) {
    const restoreUrl = `${linkBase}${ACCOUNT_RESTORE_PATH}#${RESTORE_HASH_KEY}=${done.link}`;
    await ctx.delivery.send(accountClosedMessage({ to: summary.email, language: summary.language, restoreUrl, eraseAt })).catch(() => undefined);
  }
  return { erase_at: eraseAt };
}
