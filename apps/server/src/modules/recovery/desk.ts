import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { completeVerification, openVerificationsOf, type Verification } from '../verification';
import type { CancelData, RequestData } from './flow';

/** A recovery request waiting out its 72 hours: its id (the request verification's) and when it may complete. */
export interface WaitingRequest {
  id: string;
  createdAt: number;
  readyAt: number;
}

type Opened = Verification<unknown>;
const kindOf = (v: Opened) => (v.purpose === 'recovery' ? (v.data as { kind?: unknown }).kind : undefined);
const isRequest = (v: Opened): v is Verification<RequestData> => kindOf(v) === 'request';
const isCancel = (v: Opened): v is Verification<CancelData> => kindOf(v) === 'cancel';

/**
 * The waiting requests among an account's open verifications (read once for the support desk's
 * page): a request waits while its cancel link is unused (cancelling spends the link and leaves the
 * request to expire, wait.ts).
 */
export function waitingRequestsAmong(open: (Opened & { createdAt: number })[]): WaitingRequest[] {
  const cancellable = new Set(open.flatMap((v) => (isCancel(v) ? [v.data.request] : [])));
  return open.flatMap((v) => (isRequest(v) && cancellable.has(v.id) ? [{ id: v.id, createdAt: v.createdAt, readyAt: v.data.readyAt }] : []));
}

/**
 * The support desk cancels a waiting request of the account exactly as the cancel link of its
 * messages does: the link's verification is spent (conditionally: of racing cancellations one
 * goes on), so the request can no longer complete. `record` runs in the same transaction. 404
 * not_found for a request that is not the account's or no longer waits.
 */
export async function cancelRequestByDesk(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number, requestId: string, record: (trx: Db, now: number) => Promise<void>): Promise<void> {
  const now = ctx.clock.now();
  const open = await openVerificationsOf<unknown>(ctx.db, userId, 'recovery', now);
  const cancel = open.filter(isCancel).find((v) => v.data.request === requestId);
  if (!cancel) throw new ApiError('not_found');
  await ctx.db.transaction().execute(async (trx) => {
    await completeVerification(trx, cancel, now, 'not_found');
    await record(trx, now);
  });
}
