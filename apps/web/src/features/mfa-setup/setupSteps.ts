import type { MfaSetup, MfaStatus } from '@portal/contract/mfa';
import type { RouteName } from '../../lib/routes/routes';

/**
 * The next screen of the set-up (specification, Force-MFA): customer accounts not yet forced choose
 * on the selection screen; forced accounts add the phone first, then the e-mail address; when
 * nothing is missing any more, the success screen leads back to the platform.
 */
export function nextSetupStep(setup: MfaSetup | null): RouteName {
  if (!setup) return 'setup-mfa-success';
  if (setup.skippable) return 'setup-mfa-selection';
  return setup.missing.includes('sms') ? 'setup-mfa-phone' : 'setup-mfa-email';
}

/**
 * What the set-up screens walk through: the forced or customer set-up the server asks for, else the
 * one a reminder schedule will force, in the forced order (phone, then e-mail address), so that the
 * person who sets it up early leaves the schedule. `early`: nothing is mandatory yet, it may wait.
 */
export function setupToDo(status: Pick<MfaStatus, 'setup' | 'reminder'>): { setup: MfaSetup; early: boolean } | null {
  if (status.setup) return { setup: status.setup, early: false };
  const { reminder } = status;
  return reminder ? { setup: { audience: reminder.audience, skippable: false, missing: reminder.missing }, early: true } : null;
}
