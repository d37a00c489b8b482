import type { MfaSetup } from '@portal/contract/mfa';
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
