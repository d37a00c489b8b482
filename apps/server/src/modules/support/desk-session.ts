import type { AppContext } from '../../app-context';
import type { SignInFactor } from '../../db/types';
import { HOUR, MINUTE } from '../../lib/clock';
import type { RequestOrigin, StaffContext } from '../../plugins/staff';
import { endSession, liveSession } from '../sessions';
import { recordDeskActivity, staffSessionOf } from './repo';

/** A staff session ends after this long without a desk request (issue 37)... */
export const STAFF_IDLE_TIMEOUT_MS = 15 * MINUTE;
/** ...and this long after its sign-in, whatever its activity. */
export const STAFF_SESSION_MAX_MS = 8 * HOUR;

/** What the desk's session checks need: the database, the time and the sessions' idle timeout. */
type DeskContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** The second factors that open the desk: phishing-resistant or at least not sent over a channel others can read. */
const DESK_FACTORS: ReadonlySet<SignInFactor> = new Set(['passkey', 'totp']);

/**
 * The staff boundary's check (plugins/staff.ts): the staff member of a session token, or null.
 * A session that is not staff's, or was signed in without a passkey or an authenticator, is left as
 * it is: it is a person's session like any other, only not a desk's. A staff session past its 8
 * hours, or 15 minutes after its last desk request (its sign-in before the first), is ended: the
 * person signs in again. The desk keeps its own last activity (migration 0027), which portal
 * requests do not move.
 */
export async function resumeStaff(ctx: DeskContext, token: string, from: RequestOrigin): Promise<StaffContext | null> {
  const session = await liveSession(ctx, token);
  if (!session) return null;
  const staff = await staffSessionOf(ctx.db, session.userId, session.id);
  if (!staff || session.secondFactor === null || !DESK_FACTORS.has(session.secondFactor)) return null;
  const now = ctx.clock.now();
  const lastActive = staff.deskSeenAt ?? session.createdAt;
  if (now - session.createdAt >= STAFF_SESSION_MAX_MS || now - lastActive >= STAFF_IDLE_TIMEOUT_MS) {
    await endSession(ctx.db, ctx.clock, { ...from, userId: session.userId, sessionId: session.id });
    return null;
  }
  return { userId: session.userId, sessionId: session.id, token, role: staff.role };
}

export async function recordStaffActivity(ctx: DeskContext, staff: StaffContext): Promise<void> {
  await recordDeskActivity(ctx.db, staff.sessionId, ctx.clock.now());
}
