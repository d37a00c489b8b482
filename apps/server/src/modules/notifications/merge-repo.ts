import type { Db } from '../../db/database';

/** Account merging (modules/merge): the other account's notices join the survivor's list. */
export async function moveNotifications(db: Db, fromId: number, toId: number): Promise<number> {
  const result = await db.updateTable('notifications').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
