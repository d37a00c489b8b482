import type { Db } from '../../db/database';

/**
 * Whether this session is the account's first from its device while the account has signed in
 * before (from elsewhere): what a new-device notice is about. An account's very first sign-in is
 * no news to its owner, and a session without a device id (federation) cannot tell.
 */
export async function isNewDeviceSession(db: Db, sessionId: number): Promise<{ userId: number; userAgent: string | null; ip: string | null } | null> {
  const session = await db.selectFrom('sessions').select(['user_id', 'device_id', 'user_agent', 'ip']).where('id', '=', sessionId).executeTakeFirst();
  if (!session?.device_id) return null;
  const before = db.selectFrom('sessions').select('id').where('user_id', '=', session.user_id).where('id', '<', sessionId).limit(1);
  if (await before.where('device_id', '=', session.device_id).executeTakeFirst()) return null;
  if (!(await before.executeTakeFirst())) return null;
  return { userId: session.user_id, userAgent: session.user_agent, ip: session.ip };
}

/** Ends every live session of the account (inside the caller's transaction); answers how many. */
export async function endAllSessions(db: Db, userId: number, now: number): Promise<number> {
  const result = await db.updateTable('sessions').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
