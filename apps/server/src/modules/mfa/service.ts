import type { MfaMethod, MfaMethodKind, MfaStatus } from '@portal/contract/mfa';
import type { Db } from '../../db/database';
import { methodsOf } from './repo';

/** Methods a person picks from; recovery keys and support codes are listed only with includeAll. */
const selectableKinds: readonly MfaMethodKind[] = ['email', 'sms', 'totp', 'card', 'passkey'];
const allKinds: readonly MfaMethodKind[] = [...selectableKinds, 'totpRecovery', 'support'];

export async function listMethods(db: Db, userId: number, includeAll: boolean): Promise<MfaMethod[]> {
  const rows = await methodsOf(db, userId, includeAll ? allKinds : selectableKinds);
  return rows.map((m) => ({ id: m.id, method: m.method, target: m.target, primary: m.is_primary === 1 }));
}

/**
 * Step-up (sudo) grants and card checks come with a later issue; until then nothing is granted and
 * no card is needed.
 */
export function mfaStatus(): MfaStatus {
  return { need_card: false, single: false, sudo: false };
}
