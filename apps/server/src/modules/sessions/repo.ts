import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { SessionsTable } from '../../db/types';

export async function insertSession(db: Db, row: Insertable<SessionsTable>): Promise<number> {
  const { id } = await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findLiveSession(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at', 'created_at'])
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function endSessionRow(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ ended_at: now }).where('id', '=', id).where('ended_at', 'is', null).execute();
}
