import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { endSessions } from './ending';

/** Which sessions a listing shows: the live ones, and with history on the ended ones since `historySince`. */
export interface SessionWindow {
  now: number;
  /** Sessions unused since then have timed out. */
  activeSince: number;
  /** Null: history off, ended sessions are not shown. */
  historySince: number | null;
}

/** Live: not ended, within its lifetime, used within the idle timeout (as liveSession decides). */
function isLive(window: SessionWindow, table: 's' | 'sessions' = 's') {
  const t = sql.table(table);
  return sql<boolean>`(${t}.ended_at is null and ${t}.expires_at > ${window.now} and ${t}.last_seen_at > ${window.activeSince})`;
}

/** The device a session belongs to: its device id, or the session itself when it came without one. */
export const deviceKeyOf = (row: { id: number; device_id: string | null }) => row.device_id ?? `session-${row.id}`;

/**
 * One query for the whole list: the account's sessions with the partner apps that signed in
 * through them (one row per session and app, a row with null client for a session with none).
 */
export function sessionsWithServices(db: Db, userId: number, window: SessionWindow) {
  let query = db
    .selectFrom('sessions as s')
    .leftJoin('session_clients as sc', 'sc.session_id', 's.id')
    .leftJoin('oauth_clients as oc', 'oc.client_id', 'sc.client_id')
    .select(['s.id', 's.device_id', 's.browser', 's.os', 's.ip', 's.created_at', 's.last_seen_at', 'sc.client_id', 'oc.name as client_name'])
    .select(isLive(window).as('live'))
    .where('s.user_id', '=', userId);
  const { historySince } = window;
  query = historySince === null ? query.where(isLive(window)) : query.where('s.created_at', '>', historySince);
  return query.orderBy('s.last_seen_at', 'desc').orderBy('s.id', 'desc').limit(1000).execute();
}

/** Which live sessions of an account to end: one device's, all but one, one session, or all. */
export type SessionsToEnd = { deviceKey: string } | { except: number } | { only: number } | { all: true };

/** Ends the live sessions `which` names; answers the ids it ended, none if raced. */
export function endLiveSessions(db: Db, userId: number, window: SessionWindow, which: SessionsToEnd): Promise<number[]> {
  return endSessions(db, window.now, (query) => {
    // No alias here: SQLite's UPDATE takes none in every version we run on.
    query = query.where('user_id', '=', userId).where(isLive(window, 'sessions'));
    if ('all' in which) return query;
    if ('only' in which) return query.where('id', '=', which.only);
    if ('except' in which) return query.where('id', '<>', which.except);
    const sessionId = /^session-(\d{1,15})$/.exec(which.deviceKey)?.[1];
    return sessionId ? query.where('id', '=', Number(sessionId)).where('device_id', 'is', null) : query.where('device_id', '=', which.deviceKey);
  });
}

/** The account's live sessions, most recently used first (the support desk's person page): one query. */
export function liveSessionsOf(db: Db, userId: number, window: SessionWindow) {
  return db
    .selectFrom('sessions as s')
    .select(['s.id', 's.browser', 's.os', 's.ip', 's.created_at', 's.last_seen_at'])
    .where('s.user_id', '=', userId)
    .where(isLive(window))
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(1000)
    .execute();
}

export async function historyEnabled(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('session_settings').select('history_enabled').where('user_id', '=', userId).executeTakeFirst();
  return row?.history_enabled === 1;
}

export async function saveHistoryEnabled(db: Db, userId: number, enabled: boolean): Promise<void> {
  await db
    .insertInto('session_settings')
    .values({ user_id: userId, history_enabled: enabled ? 1 : 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ history_enabled: enabled ? 1 : 0 }))
    .execute();
}
