import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';

/**
 * Whether this session is the account's first from its device while the account has signed in
 * before (from elsewhere): what a new-device notice is about. An account's very first sign-in is
 * no news to its owner, and a session without a device id (federation) cannot tell.
 */
export async function isNewDeviceSession(db: Db, sessionId: number): Promise<{ userId: number; userAgent: string | null; ip: string | null } | null> {
  const [session] = await sessionOrigin(db, { sessionId });
  if (!session?.device_id) return null;
  if ((await earlierSessionOnDevice(db, { userId: session.user_id, sessionId, deviceId: session.device_id })).length > 0) return null;
  if ((await earlierSession(db, { userId: session.user_id, sessionId })).length === 0) return null;
  return { userId: session.user_id, userAgent: session.user_agent, ip: session.ip };
}

// Every sign-in asks these: compiled once.
const sessionOrigin = preparedQuery((db, v: { sessionId: number }) => db.selectFrom('sessions').select(['user_id', 'device_id', 'user_agent', 'ip']).where('id', '=', v.sessionId));
const earlierSession = preparedQuery((db, v: { userId: number; sessionId: number }) =>
  db.selectFrom('sessions').select('id').where('user_id', '=', v.userId).where('id', '<', v.sessionId).limit(1),
);
const earlierSessionOnDevice = preparedQuery((db, v: { userId: number; sessionId: number; deviceId: string }) =>
  db.selectFrom('sessions').select('id').where('user_id', '=', v.userId).where('id', '<', v.sessionId).where('device_id', '=', v.deviceId).limit(1),
);

/** Ends every live session of the account (inside the caller's transaction); answers how many. */
export async function endAllSessions(db: Db, userId: number, now: number): Promise<number> {
  const result = await db.updateTable('sessions').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
