import type { Db } from '../../db/database';

const columns = ['id', 'iban_sealed', 'country', 'last4', 'length', 'created_at', 'effective_at'] as const;

/**
 * The account's two newest live (not cancelled) IBAN rows, newest first. A new change cancels any
 * change still waiting, so at most the newest is pending and the next one is what partners see.
 */
export function newestLive(db: Db, userId: number) {
  return db
    .selectFrom('user_ibans')
    .select(columns)
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
}
export type IbanRow = Awaited<ReturnType<typeof newestLive>>[number];

export async function insertIban(db: Db, row: { user_id: number; iban_sealed: string; country: string; last4: string; length: number; created_at: number; effective_at: number }): Promise<void> {
  await db.insertInto('user_ibans').values(row).execute();
}

/** Cancels the changes still waiting for their delay; answers how many there were. */
export async function cancelPending(db: Db, userId: number, now: number): Promise<number> {
  const result = await db
    .updateTable('user_ibans')
    .set({ cancelled_at: now })
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('effective_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
