import { describe, expect, it } from 'vitest';
import { nextSetupStep } from './setupSteps';

describe('nextSetupStep', () => {
  it('sends customer accounts not yet forced to the selection', () => {
    expect(nextSetupStep({ audience: 'customer', skippable: true, missing: ['email', 'sms'] })).toBe('setup-mfa-selection');
  });

  it('asks forced accounts for the phone first, then the e-mail address', () => {
    expect(nextSetupStep({ audience: 'default', skippable: false, missing: ['email', 'sms'] })).toBe('setup-mfa-phone');
    expect(nextSetupStep({ audience: 'customer', skippable: false, missing: ['email'] })).toBe('setup-mfa-email');
  });

  it('ends on the success screen when nothing is missing', () => {
    expect(nextSetupStep(null)).toBe('setup-mfa-success');
  });
});
