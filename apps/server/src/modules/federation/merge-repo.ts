import type { Db } from '../../db/database';

/** Account merging (modules/merge): upstream identity-provider links of the other account. */
export async function moveExternalLogins(db: Db, fromId: number, toId: number): Promise<number> {
  const result = await db.updateTable('external_logins').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
