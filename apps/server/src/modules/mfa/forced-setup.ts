import { forcedMfaApplies } from '@portal/contract/platforms';
import type { Db } from '../../db/database';
import { accountSummary } from '../accounts';
import { methodsOf } from './repo';
import { setupNeeded } from './setup-status';

/**
 * Whether a sign-in for `clientId` must wait for the MFA set-up: a set-up the person may not skip
 * (mfa_forced without both methods), for the portal itself or a first-party client (2, 51).
 * Partner apps are exempt (specification section 6).
 */
export async function forcedSetupDue(db: Db, userId: number, clientId: string | null): Promise<boolean> {
  if (!forcedMfaApplies(clientId)) return false;
  const [user, methods] = await Promise.all([accountSummary(db, userId), methodsOf(db, userId, ['email', 'sms', 'totp', 'card', 'passkey'])]);
  if (!user) return false;
  const setup = setupNeeded(user, methods.map((m) => m.method));
  return !!setup && !setup.skippable;
}
