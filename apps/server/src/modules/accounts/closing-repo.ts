import type { Db } from '../../db/database';

/**
 * An account's closing (docs/privacy.md): `closed_at` and `erase_at` on its row. Every change is a
 * conditional update, so that of racing requests (on any number of processes) one closes, one
 * restores, one sweep claims the erasure.
 */
export async function closingOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['closed_at', 'erase_at', 'customer_user_id']).where('id', '=', userId).executeTakeFirst();
}

/** Closes an open account; false when it was closed already (another request won). */
export async function closeAccountRow(db: Db, userId: number, now: number, eraseAt: number): Promise<boolean> {
  const result = await db.updateTable('users').set({ closed_at: now, erase_at: eraseAt }).where('id', '=', userId).where('closed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Reopens a closed account not yet due for erasure; false when it is open, due or gone. */
export async function reopenAccountRow(db: Db, userId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ closed_at: null, erase_at: null })
    .where('id', '=', userId)
    .where('closed_at', 'is not', null)
    .where('erase_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Closed accounts whose erasure is due, oldest due first (the users_erase_at index). */
export async function dueForErasure(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('erase_at', '<=', now).where('closed_at', 'is not', null).orderBy('erase_at').limit(limit).execute();
  return rows.map((r) => r.id);
}

/**
 * Claims an account's erasure inside the erasing transaction: a no-op update on the still closed,
 * due row, which takes its lock. A racing sweep waits, then finds the row gone (0 rows); a racing
 * restore either reopened it first (0 rows here) or waits and finds it gone.
 */
export async function claimErasure(db: Db, userId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .where('closed_at', 'is not', null)
    .where('erase_at', '<=', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
