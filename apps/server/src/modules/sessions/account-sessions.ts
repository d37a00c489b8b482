import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import { endSessions } from './ending';
import type { IssuedSession } from './service';

/**
 * Whether this session is the account's first from its device while the account has signed in
 * before (from elsewhere): what a new-device notice is about. An account's very first sign-in is
 * no news to its owner, and a session without a device id (federation) cannot tell.
 */
export async function isNewDeviceSession(db: Db, session: IssuedSession): Promise<boolean> {
  const { userId, deviceId } = session.origin;
  if (!deviceId) return false;
  const [history] = await deviceHistory(db, { userId, sessionId: session.sessionId, deviceId });
  return !!history && !history.seen_device && !!history.signed_in_before;
}

// Every sign-in asks this: one round trip, compiled once.
const deviceHistory = preparedQuery((db, v: { userId: number; sessionId: number; deviceId: string }) =>
  db.selectNoFrom((eb) => [
    eb.exists(eb.selectFrom('sessions').select('id').where('user_id', '=', v.userId).where('id', '<', v.sessionId).where('device_id', '=', v.deviceId)).as('seen_device'),
    eb.exists(eb.selectFrom('sessions').select('id').where('user_id', '=', v.userId).where('id', '<', v.sessionId)).as('signed_in_before'),
  ]),
);

/** Ends every live session of the account (inside the caller's transaction); answers how many. */
export async function endAllSessions(db: Db, userId: number, now: number): Promise<number> {
  return (await endSessions(db, now, (q) => q.where('user_id', '=', userId))).length;
}
