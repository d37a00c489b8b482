import { describe, expect, it } from 'vitest';
import type { MfaReminder, MfaSetup } from '@portal/contract/mfa';
import { nextSetupStep, setupProgress, setupToDo, setupWayOut } from './setupSteps';

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

describe('setupProgress', () => {
  const forced = { setup: { audience: 'default', skippable: false, missing: ['email', 'sms'] } as MfaSetup, early: false };

  it('counts the forced set-up as the intro, the phone, then the e-mail address', () => {
    expect(setupProgress('intro', forced)).toEqual({ step: 1, total: 3 });
    expect(setupProgress('sms', forced)).toEqual({ step: 2, total: 3 });
    // The phone added, the e-mail address is still the third step.
    expect(setupProgress('email', { ...forced, setup: { ...forced.setup, missing: ['email'] } })).toEqual({ step: 3, total: 3 });
  });

  it('counts the authenticator set-up as the app, then its recovery keys, wherever it started', () => {
    expect(setupProgress('authenticator', null)).toEqual({ step: 1, total: 2 });
    expect(setupProgress('recoveryKeys', forced)).toEqual({ step: 2, total: 2 });
  });

  it('has no line for a customer’s free choice', () => {
    expect(setupProgress('email', { setup: { audience: 'customer', skippable: true, missing: ['email', 'sms'] }, early: false })).toBeNull();
  });
});

describe('setupWayOut', () => {
  const setup: MfaSetup = { audience: 'default', skippable: false, missing: ['sms'] };

  it('signs out of a forced set-up', () => {
    expect(setupWayOut({ setup, early: false })).toBe('signOut');
  });

  it('cancels one that may wait: skippable, early from a reminder, or none due', () => {
    expect(setupWayOut({ setup: { ...setup, skippable: true }, early: false })).toBe('cancel');
    expect(setupWayOut({ setup, early: true })).toBe('cancel');
    expect(setupWayOut(null)).toBe('cancel');
  });
});
