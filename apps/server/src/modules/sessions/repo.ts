import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery, preparedWrite } from '../../db/prepared-query';
import type { SessionsTable } from '../../db/types';
import { endSessions } from './ending';

type NewSession = Required<Omit<Insertable<SessionsTable>, 'id' | 'ended_at'>>;
const insertSessionQuery = preparedQuery((db, v: NewSession) =>
  db
    .insertInto('sessions')
    .values({
      token_hash: v.token_hash, user_id: v.user_id, device_id: v.device_id, user_agent: v.user_agent, browser: v.browser, os: v.os,
      ip: v.ip, created_at: v.created_at, last_seen_at: v.last_seen_at, expires_at: v.expires_at, second_factor: v.second_factor,
    })
    .returning('id'),
);

// Every sign-in asks it: compiled once.
const lockOpenAccountQuery = preparedWrite((db, v: { userId: number }) =>
  db.updateTable('users').set((eb) => ({ id: eb.ref('id') })).where('id', '=', v.userId).where('closed_at', 'is', null),
);

/**
 * Takes the account's row lock if the account is open (a no-op update, conditional on closed_at):
 * a sign-in racing the account's closing either commits its session before the closing ends every
 * session, or waits for it and finds the account closed (PostgreSQL re-reads the row after the lock).
 */
export async function lockOpenAccount(db: Db, userId: number): Promise<boolean> {
  return (await lockOpenAccountQuery(db, { userId })) > 0n;
}

export async function insertSession(db: Db, row: NewSession): Promise<number> {
  const [inserted] = await insertSessionQuery(db, row);
  if (!inserted) throw new Error('session insert returned no row');
  return inserted.id;
}

const liveSessionQuery = preparedQuery((db, v: { tokenHash: string; now: number; activeSince: number }) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at', 'created_at', 'second_factor'])
    .where('token_hash', '=', v.tokenHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', v.now)
    .where('last_seen_at', '>', v.activeSince),
);

/** A session that has not ended, is within its lifetime and was used after `activeSince`. */
export async function findLiveSession(db: Db, tokenHash: string, now: number, activeSince: number) {
  const [session] = await liveSessionQuery(db, { tokenHash, now, activeSince });
  return session;
}

/**
 * Records activity unless it was recorded after `unless`: of concurrent requests, only the first
 * writes (the condition is checked by the database, not read beforehand).
 */
export async function touchSession(db: Db, id: number, now: number, unless: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).where('last_seen_at', '<', unless).execute();
}

/** Ends a session; answers whether this call ended it (false when it had already ended). */
export async function endSessionRow(db: Db, id: number, now: number): Promise<boolean> {
  return (await endSessions(db, now, (q) => q.where('id', '=', id))).length > 0;
}

export function sessionOwner(db: Db, id: number) {
  return db.selectFrom('sessions').select('user_id').where('id', '=', id).executeTakeFirst();
}

/** Ends every live session of an account except `keep` (none when null); answers how many ended. */
export async function endSessionsOf(db: Db, userId: number, keep: number | null, now: number): Promise<number> {
  const ended = await endSessions(db, now, (q) => (keep === null ? q.where('user_id', '=', userId) : q.where('user_id', '=', userId).where('id', '!=', keep)));
  return ended.length;
}
