import type { MfaMethod, MfaMethodKind, MfaStatus } from '@portal/contract/mfa';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { accountSummary } from '../accounts';
import { methodsOf, selectableKinds } from './repo';
import { setupNeeded } from './setup-status';
import { stepUpState } from './step-up';
import { reminderFrom } from './reminders/schedule';
import { scheduleOf } from './reminders/repo';

export { selectableKinds };
const allKinds: readonly MfaMethodKind[] = [...selectableKinds, 'totpRecovery', 'support'];

export function toMethod(m: { id: number; method: MfaMethodKind; target: string | null; is_primary: number }): MfaMethod {
  return { id: m.id, method: m.method, target: m.target, primary: m.is_primary === 1 };
}

export async function listMethods(db: Db, userId: number, includeAll: boolean): Promise<MfaMethod[]> {
  const rows = await methodsOf(db, userId, includeAll ? allKinds : selectableKinds);
  return rows.map(toMethod);
}

/**
 * GET /api/mfa/status: the step-up grant of this session, whether the card is the method (it is the
 * primary one), any forced set-up still to do, and the reminder schedule before one.
 */
export async function mfaStatus(db: Db, session: { userId: number; sessionId: number }, now: number): Promise<MfaStatus> {
  const [user, methods, schedule] = await Promise.all([accountSummary(db, session.userId), methodsOf(db, session.userId, allKinds), scheduleOf(db, session.userId)]);
  if (!user) throw new ApiError('auth.unauthenticated');
  const kinds = methods.map((m) => m.method);
  return {
    need_card: methods[0]?.method === 'card' && methods[0].is_primary === 1,
    ...(await stepUpState(db, session.sessionId, kinds, now)),
    setup: setupNeeded(user, kinds),
    reminder: reminderFrom(schedule, user, kinds, now)?.reminder ?? null,
  };
}
