import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { lookupPlace, type Place } from '../../lib/geo';
import { endTokensOfAccount, wakeLogoutDelivery } from '../../oidc';
import { endLiveSessions, liveSessionsOf } from './device-repo';
import type { SessionContext } from './service';

/** A live session as the support desk shows it: no token, no device id, the place of its address. */
export interface DeskSession {
  id: number;
  browser: string | null;
  os: string | null;
  place: Place | null;
  createdAt: number;
  lastSeenAt: number;
}

const windowOf = (ctx: SessionContext) => {
  const now = ctx.clock.now();
  return { now, activeSince: now - ctx.config.sessionIdleTimeoutMs, historySince: null };
};

/** The account's live sessions, most recently used first. */
export async function liveSessionsForDesk(ctx: SessionContext, userId: number): Promise<DeskSession[]> {
  const rows = await liveSessionsOf(ctx.db, userId, windowOf(ctx));
  return rows.map((r) => ({ id: r.id, browser: r.browser, os: r.os, place: lookupPlace(r.ip), createdAt: r.created_at, lastSeenAt: r.last_seen_at }));
}

/**
 * The support desk ends one live session of the account (`sessionId`), or all of them, as the
 * person's own sign-outs do: one conditional UPDATE (of racing requests, each session is ended by
 * one), the partner apps' sessions and back-channel logouts in the same transaction, and the
 * delivery woken after the commit. Ending all also ends every partner app's token, like the
 * person's "sign out everywhere". `record` runs in the transaction when something ended. Answers
 * how many ended: 0 when racing requests ended them first; 404 not_found when the one session is not
 * a live session of the account.
 */
export async function endSessionsByDesk(ctx: SessionContext, userId: number, sessionId: number | null, record: (trx: Db, now: number, ended: number) => Promise<void>): Promise<number> {
  const window = windowOf(ctx);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const ids = await endLiveSessions(trx, userId, window, sessionId === null ? { all: true } : { only: sessionId });
    if (ids.length === 0) return 0;
    if (sessionId === null) await endTokensOfAccount(trx, userId);
    await record(trx, window.now, ids.length);
    return ids.length;
  });
  if (ended > 0) wakeLogoutDelivery();
  if (ended === 0 && sessionId !== null) throw new ApiError('not_found');
  return ended;
}
