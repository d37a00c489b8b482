import type { Db } from '../../db/database';
import { DAY, MINUTE, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import { endSessionRow, findLiveSession, insertSession, touchSession } from './repo';

/** Sessions and the login cookie last 30 days (specification section 9). */
export const SESSION_TTL_MS = 30 * DAY;

export interface IssuedSession {
  token: string;
  expiresInSeconds: number;
  sessionId: number;
}

/** The signed-in person of a request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  token: string;
}

export interface SessionOrigin {
  userId: number;
  deviceId: string | null;
  userAgent: string | null;
  ip: string | null;
}

/** `db` may be a transaction: sign-in creates the session together with consuming its attempt. */
export async function startSession(db: Db, clock: Clock, origin: SessionOrigin): Promise<IssuedSession> {
  const token = randomToken();
  const now = clock.now();
  const sessionId = await insertSession(db, {
    token_hash: sha256(token),
    user_id: origin.userId,
    device_id: origin.deviceId,
    user_agent: origin.userAgent?.slice(0, 512) ?? null,
    ip: origin.ip,
    created_at: now,
    last_seen_at: now,
    expires_at: now + SESSION_TTL_MS,
  });
  return { token, expiresInSeconds: SESSION_TTL_MS / 1000, sessionId };
}

/** The live session of a token, or null. Records activity at most once a minute to spare writes. */
export async function resumeSession(db: Db, clock: Clock, token: string): Promise<AuthContext | null> {
  const now = clock.now();
  const session = await findLiveSession(db, sha256(token), now);
  if (!session) return null;
  if (now - session.last_seen_at >= MINUTE) await touchSession(db, session.id, now);
  return { sessionId: session.id, userId: session.user_id, token };
}

export async function endSession(db: Db, clock: Clock, sessionId: number): Promise<void> {
  await endSessionRow(db, sessionId, clock.now());
}
