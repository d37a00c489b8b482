import type { MfaMethod, MfaMethodKind, MfaStatus } from '@portal/contract/mfa';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { accountSummary } from '../accounts';
import { methodsOf, selectableKinds } from './repo';
import { setupNeeded } from './setup-status';
import { stepUpState } from './step-up';

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
 * primary one), and any forced set-up still to do.
 */
export async function mfaStatus(db: Db, session: { userId: number; sessionId: number }, now: number): Promise<MfaStatus> {
  const [user, methods, grant] = await Promise.all([
    accountSummary(db, session.userId),
    methodsOf(db, session.userId, allKinds),
    stepUpState(db, session.sessionId, now),
  ]);
  if (!user) throw new ApiError('auth.unauthenticated');
  return {
    need_card: methods[0]?.method === 'card' && methods[0].is_primary === 1,
    ...grant,
    setup: setupNeeded(user, methods.map((m) => m.method)),
  };
}
