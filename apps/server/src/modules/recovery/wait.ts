import { RECOVERY_CANCEL_PATH } from '@portal/contract/spa-paths';
import { RECOVERY_CANCEL_HASH_KEY } from '@portal/contract/recovery';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { wakeLogoutDelivery } from '../../oidc';
import { codeHash } from '../../lib/tokens';
import { lockAccount, passwordContextOf } from '../accounts';
import { recoveryRequestedMessage } from '../delivery';
import { recordEvent } from '../events';
import { messageEveryContact } from '../notifications';
import { hashNewPassword, refusePersonalPassword } from '../password';
import type { IssuedSession } from '../sessions';
import { completeVerification, openVerification, openVerificationsOf, startVerification } from '../verification';
import { recoverAccount, tellRecovered } from './finish';
import { actorFor, COMPLETE_WINDOW_MS, openFlow, WAIT_MS, type CancelData, type RequestData, type RecoveryOrigin } from './flow';

/**
 * The cancel link's token is derived from the request (keyed with APP_SECRET), so that completing
 * the request can find its cancel verification without storing the token: a request completes only
 * while its cancel link is unused. Cancelling leaves the request itself open, so that a cancelled
 * request answers exactly like a request made for a name without an account (`not_ready` until the
 * wait is over, `recovery.invalid` after): the person who asked learns nothing from the owner's click.
 */
function cancelTokenOf(ctx: AppContext, requestId: string): string {
  return codeHash(ctx.config.appSecret, 'recovery-cancel:', requestId);
}

/**
 * POST /api/recovery/request. The flow is spent and a request made that may complete after
 * WAIT_MS. For an account without an open request, every e-mail address and phone number is told at
 * once, with the cancel link. An unknown name, or an account that already has an open request (so
 * that nobody can flood its owner), gets a request of the same shape that nothing will complete.
 */
export async function startRequest(ctx: AppContext, input: { recovery: string }, origin: RecoveryOrigin, linkBase: string): Promise<{ request: string; ready_at: number }> {
  const flow = await openFlow(ctx, input.recovery, origin.deviceId);
  const account = flow.data.account;
  const now = ctx.clock.now();
  const readyAt = now + WAIT_MS;
  const ttlMs = WAIT_MS + COMPLETE_WINDOW_MS;
  const started = await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, flow, now, 'recovery.expired');
    if (account !== null) await lockAccount(trx, account);
    const pending = account !== null && (await openVerificationsOf<CancelData>(trx, account, 'recovery', now)).some((v) => v.data.kind === 'cancel');
    const live = account !== null && !pending;
    const { payload, verification } = await startVerification<RequestData>(trx, now, { purpose: 'recovery', userId: live ? account : null, data: { kind: 'request', readyAt }, ttlMs, guesses: 1 });
    if (!live) return { payload, cancel: null };
    const cancel = cancelTokenOf(ctx, verification.id);
    await startVerification<CancelData>(trx, now, { purpose: 'recovery', userId: account, data: { kind: 'cancel', request: verification.id }, ttlMs, secret: cancel, guesses: 1 });
    await recordEvent(trx, actorFor(account, origin), 'recovery_requested', now, { detail: { ready_at: readyAt } });
    return { payload, cancel };
  });
  if (started.cancel && account !== null) {
    const cancelUrl = `${linkBase}${RECOVERY_CANCEL_PATH}#${RECOVERY_CANCEL_HASH_KEY}=${started.cancel}`;
    await messageEveryContact(ctx, account, ({ channel, to, language }) => recoveryRequestedMessage({ channel, to, language, readyAt, cancelUrl }));
  }
  return { request: started.payload, ready_at: readyAt };
}

/** POST /api/recovery/cancel: the link of the request's messages, once; no sign-in needed. */
export async function cancelRequest(ctx: AppContext, token: string, origin: Omit<RecoveryOrigin, 'deviceId'> & { deviceId: string | null }): Promise<void> {
  const cancel = await openVerification<CancelData>(ctx, token, 'recovery', (v) => v.data.kind === 'cancel' && v.userId !== null, 'recovery.link_expired');
  const userId = cancel.userId as number;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, cancel, now, 'recovery.link_expired');
    await recordEvent(trx, { userId, sessionId: null, ...origin }, 'recovery_cancelled', now);
  });
}

/**
 * POST /api/recovery/request/complete: after the wait, the request's secret and a new password
 * recover the account, once (the request and its cancel link are both spent in the transaction,
 * conditionally, so parallel completions and a racing cancel leave exactly one winner).
 */
export async function completeRequest(ctx: AppContext, input: { request: string; password: string }, origin: RecoveryOrigin): Promise<IssuedSession> {
  const request = await openVerification<RequestData>(ctx, input.request, 'recovery', (v) => v.data.kind === 'request', 'recovery.invalid');
  if (ctx.clock.now() < request.data.readyAt) throw new ApiError('recovery.not_ready', { ready_at: request.data.readyAt });
  // Hashed before the account is looked at: a request that cannot complete costs the same time.
  // The account's context is checked once the request is known to complete (below): before, a
  // refusal would set a cancelled or unknown request apart. Here only the product names.
  const passwordHash = await hashNewPassword(input.password, {});
  if (request.userId === null) throw new ApiError('recovery.invalid');
  const userId = request.userId;
  const cancel = await openVerification<CancelData>(ctx, cancelTokenOf(ctx, request.id), 'recovery', (v) => v.data.kind === 'cancel', 'recovery.invalid');
  refusePersonalPassword(input.password, await passwordContextOf(ctx.db, ctx.config.appSecret, userId));
  const session = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    await completeVerification(trx, request, now, 'recovery.invalid');
    await completeVerification(trx, cancel, now, 'recovery.invalid');
    return recoverAccount(trx, ctx, { userId, passwordHash, proof: 'request', origin });
  });
  wakeLogoutDelivery();
  await tellRecovered(ctx, userId, 'request');
  return session;
}
