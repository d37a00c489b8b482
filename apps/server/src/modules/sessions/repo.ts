import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { SessionsTable } from '../../db/types';

export async function insertSession(db: Db, row: Insertable<SessionsTable>): Promise<number> {
  const { id } = await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A session that has not ended, is within its lifetime and was used after `activeSince`. */
export function findLiveSession(db: Db, tokenHash: string, now: number, activeSince: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at', 'created_at'])
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', activeSince)
    .executeTakeFirst();
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
  const result = await db.updateTable('sessions').set({ ended_at: now }).where('id', '=', id).where('ended_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function sessionOwner(db: Db, id: number) {
  return db.selectFrom('sessions').select('user_id').where('id', '=', id).executeTakeFirst();
}

/** Ends every live session of an account except `keep` (none when null); answers how many ended. */
export async function endSessionsOf(db: Db, userId: number, keep: number | null, now: number): Promise<number> {
  let query = db.updateTable('sessions').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null);
  if (keep !== null) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
