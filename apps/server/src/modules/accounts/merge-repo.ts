import type { Db } from '../../db/database';

/**
 * What account merging (modules/merge) changes of the accounts module's own tables: the users row's
 * linked ids and identity facts, the e-mail addresses and phone numbers, and the closed row itself.
 */

export type LinkedIdColumn = 'user_id' | 'customer_user_id' | 'fridom_user_id';
export const linkedIdColumns: readonly LinkedIdColumn[] = ['user_id', 'customer_user_id', 'fridom_user_id'];

export async function mergeFactsOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'user_id', 'customer_user_id', 'fridom_user_id', 'card_number_hash', 'national_register_number_hash', 'mfa_forced', 'mfa_customer'])
    .where('id', '=', userId)
    // A closed account (docs/privacy.md) takes part in no merge: it is as good as gone.
    .where('closed_at', 'is', null)
    .executeTakeFirst();
}
export type MergeFacts = NonNullable<Awaited<ReturnType<typeof mergeFactsOf>>>;

/** Sets what the survivor takes over (only the columns given). */
export async function updateMergeFacts(db: Db, userId: number, patch: Partial<Omit<MergeFacts, 'id'>>): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('users').set(patch).where('id', '=', userId).execute();
}

/**
 * Moves the other's e-mail addresses and phone numbers onto the survivor as secondary ones. An
 * address the survivor already has stays the survivor's row (verified if either was); the other's
 * copy is dropped. Answers how many moved and how many were duplicates.
 */
export async function moveContacts(db: Db, fromId: number, toId: number): Promise<{ emails: number; phones: number; duplicates: number }> {
  let duplicates = 0;
  const counts = { emails: 0, phones: 0 };
  for (const [table, column, key] of [['user_emails', 'email', 'emails'], ['user_phones', 'phone', 'phones']] as const) {
    const mine = await db.selectFrom(table).select(['id', 'verified', column]).where('user_id', '=', toId).execute();
    const theirs = await db.selectFrom(table).select(['id', 'verified', column]).where('user_id', '=', fromId).execute();
    const byValue = new Map(mine.map((row) => [(row as Record<string, unknown>)[column] as string, row]));
    for (const row of theirs) {
      const same = byValue.get((row as Record<string, unknown>)[column] as string);
      if (same) {
        if (row.verified === 1 && same.verified !== 1) await db.updateTable(table).set({ verified: 1 }).where('id', '=', same.id).execute();
        await db.deleteFrom(table).where('id', '=', row.id).execute();
        duplicates += 1;
      } else {
        await db.updateTable(table).set({ user_id: toId, is_default: 0 }).where('id', '=', row.id).execute();
        counts[key] += 1;
      }
    }
  }
  return { ...counts, duplicates };
}

/** Deletes the closed account's row; whatever still referenced it (nothing, after a merge) cascades. */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
