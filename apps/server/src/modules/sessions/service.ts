import type { Db } from '../../db/database';
import type { SignInFactor } from '../../db/types';
import type { AuthContext } from '../../plugins/auth';
import { DAY, MINUTE, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import { describeDevice } from '../../lib/device-of';
import { recordEvent, type Actor } from '../events';
import { endSessionRow, findLiveSession, insertSession, lockOpenAccount, touchSession } from './repo';
import { ApiError } from '../../lib/api-error';
import { USER_AGENT_MAX_LENGTH } from '../../lib/actor';
import { wakeLogoutDelivery } from '../../oidc';

/** Sessions and the login cookie last 30 days (specification section 9). */
export const SESSION_TTL_MS = 30 * DAY;

/** Activity is recorded at most this often per session: requests in between write nothing. */
export const ACTIVITY_RESOLUTION_MS = MINUTE;

export interface IssuedSession {
  token: string;
  expiresInSeconds: number;
  sessionId: number;
  /** As recorded on the session (the user agent cut to its stored length). */
  origin: SessionOrigin;
}

export type { AuthContext } from '../../plugins/auth';

export interface SessionOrigin {
  userId: number;
  deviceId: string | null;
  userAgent: string | null;
  ip: string | null;
}

/** What resuming a session needs: the database, the time and the idle timeout. */
export interface SessionContext {
  db: Db;
  clock: Clock;
  config: { sessionIdleTimeoutMs: number };
}

/**
 * Every way of signing in ends here, so this is where 'signed_in' is recorded, in one transaction
 * with the session. `db` may already be a transaction (sign-in consumes its attempt in the same one).
 * `secondFactor`: the method kind the sign-in passed as its second factor (a passwordless passkey
 * counts as a passkey), null when it passed none; the support desk opens only to some (docs/support.md).
 */
export async function startSession(db: Db, clock: Clock, origin: SessionOrigin, secondFactor: SignInFactor | null = null): Promise<IssuedSession> {
  if (!db.isTransaction) return db.transaction().execute((trx) => startSession(trx, clock, origin, secondFactor));
  // A closed account (docs/privacy.md) opens by no sign-in path: passkey, code, Microsoft, hand-over, recovery.
  if (!(await lockOpenAccount(db, origin.userId))) throw new ApiError('account.closed');
  const token = randomToken();
  const now = clock.now();
  const userAgent = origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
  const sessionId = await insertSession(db, {
    token_hash: sha256(token),
    user_id: origin.userId,
    device_id: origin.deviceId,
    user_agent: userAgent,
    ...describeDevice(userAgent),
    ip: origin.ip,
    created_at: now,
    last_seen_at: now,
    expires_at: now + SESSION_TTL_MS,
    second_factor: secondFactor,
  });
  await recordEvent(db, { userId: origin.userId, sessionId, deviceId: origin.deviceId, ip: origin.ip, userAgent }, 'signed_in', now);
  return { token, expiresInSeconds: SESSION_TTL_MS / 1000, sessionId, origin: { ...origin, userAgent } };
}

export interface LiveSession {
  id: number;
  userId: number;
  /** The sign-in's time. */
  createdAt: number;
  /** How the sign-in passed its second factor; null when it passed none. */
  secondFactor: SignInFactor | null;
}

/**
 * The live session of a token, or null: not ended, within its 30-day lifetime and used within the
 * idle timeout. Using it records activity, at most once a minute: of concurrent requests only the
 * first writes, since the update itself checks the last recorded time.
 */
export async function liveSession(ctx: SessionContext, token: string): Promise<LiveSession | null> {
  const now = ctx.clock.now();
  const session = await findLiveSession(ctx.db, sha256(token), now, now - ctx.config.sessionIdleTimeoutMs);
  if (!session) return null;
  const recordedBefore = now - ACTIVITY_RESOLUTION_MS;
  if (session.last_seen_at < recordedBefore) await touchSession(ctx.db, session.id, now, recordedBefore);
  return { id: session.id, userId: session.user_id, createdAt: session.created_at, secondFactor: session.second_factor };
}

/** The signed-in person of a session token, or null. */
export async function resumeSession(ctx: SessionContext, token: string): Promise<AuthContext | null> {
  const session = await liveSession(ctx, token);
  return session ? { sessionId: session.id, userId: session.userId, token } : null;
}

/**
 * Logs a session out; 'session_ended' records who did it from where (`actor.sessionId` is the
 * session). Its partner apps' session-bound tokens end with it; offline ones stay (ending.ts).
 */
export async function endSession(db: Db, clock: Clock, actor: Actor & { sessionId: number }): Promise<void> {
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    if (await endSessionRow(trx, actor.sessionId, now)) await recordEvent(trx, actor, 'session_ended', now);
  });
  wakeLogoutDelivery();
}
