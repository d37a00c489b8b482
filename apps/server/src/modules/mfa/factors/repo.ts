import type { Db } from '../../../db/database';

export function unusedRecoveryKeys(db: Db, userId: number) {
  return db.selectFrom('recovery_keys').select(['id', 'key_hash']).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Marks a key used; false when another request used it first. */
export async function useRecoveryKey(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db.updateTable('recovery_keys').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Replaces the account's keys (hashes) with a new set: the old keys stop working. */
export async function replaceRecoveryKeys(db: Db, userId: number, hashes: string[], now: number): Promise<void> {
  await db.deleteFrom('recovery_keys').where('user_id', '=', userId).execute();
  if (hashes.length > 0) {
    await db.insertInto('recovery_keys').values(hashes.map((key_hash) => ({ user_id: userId, key_hash, created_at: now }))).execute();
  }
}

/** Records the time step of an accepted TOTP code; false when this or a later step was used already. */
export async function useTotpStep(db: Db, methodId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('mfa_methods')
    .set({ last_used_step: step })
    .where('id', '=', methodId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
