import type { Db } from '../../db/database';
import { endSessions } from './ending';

/**
 * Account merging (modules/merge): the other account's sessions end (their apps are told, under
 * the other account's sub), then move to the survivor as ended ones, so that its device history
 * and the events pointing at them stay whole. Its session settings go (the survivor's choice stands).
 */
export async function endAndMoveSessions(db: Db, fromId: number, toId: number, now: number): Promise<{ ended: number; moved: number }> {
  const ended = await endSessions(db, now, (q) => q.where('user_id', '=', fromId));
  const moved = await db.updateTable('sessions').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  await db.deleteFrom('session_settings').where('user_id', '=', fromId).execute();
  return { ended: ended.length, moved: Number(moved.numUpdatedRows) };
}
