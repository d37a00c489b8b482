import { describe, expect, it } from 'vitest';
import type { MfaReminder, MfaSetup } from '@portal/contract/mfa';
import { nextSetupStep, setupToDo } from './setupSteps';

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

describe('setupToDo', () => {
  const reminder: MfaReminder = { mandatory_on: '2026-06-01T08:00:00.000Z', audience: 'default', missing: ['email', 'sms'] };

  it('is the set-up the server asks for, whatever the reminder', () => {
    const setup: MfaSetup = { audience: 'customer', skippable: true, missing: ['email', 'sms'] };
    expect(setupToDo({ setup, reminder })).toEqual({ setup, early: false });
  });

  it('on the reminder schedule, is what will be forced, in the forced order, and early', () => {
    const todo = setupToDo({ setup: null, reminder: { ...reminder, missing: ['email'] } });
    expect(todo).toEqual({ setup: { audience: 'default', skippable: false, missing: ['email'] }, early: true });
    expect(nextSetupStep(todo?.setup ?? null)).toBe('setup-mfa-email');
  });

  it('is nothing once set up', () => {
    expect(setupToDo({ setup: null, reminder: null })).toBeNull();
  });
});
