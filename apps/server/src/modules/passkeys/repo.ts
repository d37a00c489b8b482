import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PasskeysTable } from '../../db/types';

const listed = ['id', 'name', 'credential_id', 'transports', 'backed_up', 'created_at', 'last_used_at'] as const;

/** The person's passkeys that are not removed, oldest first. */
export function livePasskeysOf(db: Db, userId: number) {
  return db.selectFrom('passkeys').select(listed).where('user_id', '=', userId).where('removed_at', 'is', null).orderBy('id').execute();
}

/** Any passkey with this credential id, removed ones included (a credential id is never reused). */
export function findByCredentialId(db: Db, credentialId: string) {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export function findLive(db: Db, userId: number, id: number) {
  return db.selectFrom('passkeys').select(listed).where('id', '=', id).where('user_id', '=', userId).where('removed_at', 'is', null).executeTakeFirst();
}

export async function insertPasskey(db: Db, row: Insertable<PasskeysTable>): Promise<number> {
  const { id } = await db.insertInto('passkeys').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function setName(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('passkeys').set({ name }).where('id', '=', id).execute();
}

export async function markRemoved(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('passkeys').set({ removed_at: now }).where('id', '=', id).execute();
}

/**
 * Records a successful use. Only if the counter is still the one the verification saw, so that two
 * simultaneous uses of one signature cannot both pass the counter check.
 */
export async function recordUse(
  db: Db,
  use: { id: number; counterBefore: number; counter: number; backedUp: boolean; at: number; ip: string },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: use.counter, backed_up: use.backedUp ? 1 : 0, last_used_at: use.at, last_used_ip: use.ip })
    .where('id', '=', use.id)
    .where('counter', '=', use.counterBefore)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
