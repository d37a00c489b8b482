import type { Db } from '../../db/database';

/**
 * account_aliases (migration 0014): the ids of accounts merged away, each pointing at the account
 * that took them over. Kept flat: when a survivor is itself merged away later, its aliases are
 * re-pointed, so one lookup always lands on a live account.
 */

/** Adds old → survivor and re-points the aliases that named the old account. Answers how many now point at the survivor. */
export async function addAlias(db: Db, oldId: number, survivorId: number, now: number): Promise<number> {
  const repointed = await db.updateTable('account_aliases').set({ user_id: survivorId }).where('user_id', '=', oldId).executeTakeFirst();
  await db.insertInto('account_aliases').values({ old_user_id: oldId, user_id: survivorId, created_at: now }).execute();
  return Number(repointed.numUpdatedRows) + 1;
}

/** The live account a closed account's id now stands for, or undefined when it is no alias. */
export async function resolveAlias(db: Db, oldId: number): Promise<number | undefined> {
  return (await db.selectFrom('account_aliases').select('user_id').where('old_user_id', '=', oldId).executeTakeFirst())?.user_id;
}

/** The closed accounts' ids merged into this one (their partner grants are this account's now). */
export async function aliasesOf(db: Db, userId: number): Promise<number[]> {
  return (await db.selectFrom('account_aliases').select('old_user_id').where('user_id', '=', userId).execute()).map((r) => r.old_user_id);
}
