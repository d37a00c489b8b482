import { describe, expect, it } from 'vitest';
import { setupNeeded } from './setup-status';

const user = (mfa_forced: number, mfa_customer: number) => ({ mfa_forced, mfa_customer });

describe('setupNeeded', () => {
  it('asks nothing of accounts that are neither forced nor customers', () => {
    expect(setupNeeded(user(0, 0), [])).toBeNull();
  });

  it('wants one e-mail and one SMS method from forced accounts, without skip', () => {
    expect(setupNeeded(user(1, 0), [])).toEqual({ audience: 'default', skippable: false, missing: ['email', 'sms'] });
    expect(setupNeeded(user(1, 0), ['sms'])).toEqual({ audience: 'default', skippable: false, missing: ['email'] });
    expect(setupNeeded(user(1, 0), ['email', 'sms', 'totp'])).toBeNull();
  });

  it('lets customer accounts not yet forced skip, until they have any method', () => {
    expect(setupNeeded(user(0, 1), [])).toEqual({ audience: 'customer', skippable: true, missing: ['email', 'sms'] });
    expect(setupNeeded(user(0, 1), ['totp', 'totpRecovery'])).toBeNull();
    expect(setupNeeded(user(0, 1), ['email'])).toBeNull();
  });

  it('gives forced customer accounts the customer wording and no skip', () => {
    expect(setupNeeded(user(1, 1), ['email'])).toEqual({ audience: 'customer', skippable: false, missing: ['sms'] });
  });
});
