import type { Db } from '../../db/database';

/**
 * Account merging (modules/merge): the other account's sessions end, then move to the survivor as
 * ended ones, so that its device history and the events pointing at them stay whole. Its session
 * settings go (the survivor's choice stands).
 */
export async function endAndMoveSessions(db: Db, fromId: number, toId: number, now: number): Promise<{ ended: number; moved: number }> {
  const ended = await db.updateTable('sessions').set({ ended_at: now }).where('user_id', '=', fromId).where('ended_at', 'is', null).executeTakeFirst();
  const moved = await db.updateTable('sessions').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  await db.deleteFrom('session_settings').where('user_id', '=', fromId).execute();
  return { ended: Number(ended.numUpdatedRows), moved: Number(moved.numUpdatedRows) };
}
