import { pathOf } from '../../lib/routes/routes';

/** The confirmation screen in activation mode: the code goes to `value` by `method` (spec section 4). */
export function activationCodePath(method: 'email' | 'sms', value: string): string {
  return `${pathOf('onboarding-mfa')}?${new URLSearchParams({ isActivation: 'true', method, value })}`;
}
