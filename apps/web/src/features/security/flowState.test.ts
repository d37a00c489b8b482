import { afterEach, describe, expect, it } from 'vitest';
import { pendingMethodChange } from './flowState';

afterEach(() => sessionStorage.clear());

describe('the change that asked for a step-up', () => {
  it('is handed back once, when the address resumes that change', () => {
    pendingMethodChange.save({ action: 'primary', methodId: 7 });
    expect(pendingMethodChange.take({ action: 'primary', targetMfaId: '7' })).toEqual({ action: 'primary', methodId: 7 });
    expect(pendingMethodChange.take({ action: 'primary', targetMfaId: '7' })).toBeNull();
  });

  it('keeps an added address out of the address bar: the action alone resumes it', () => {
    pendingMethodChange.save({ action: 'addEmail', target: 'new@example.com' });
    expect(pendingMethodChange.take({ action: 'addEmail', targetMfaId: null })).toEqual({ action: 'addEmail', target: 'new@example.com' });
  });

  it('is nothing for an address this tab did not ask for, and is forgotten then', () => {
    expect(pendingMethodChange.take({ action: 'delete', targetMfaId: '7' })).toBeNull();
    pendingMethodChange.save({ action: 'primary', methodId: 7 });
    expect(pendingMethodChange.take({ action: 'delete', targetMfaId: '7' })).toBeNull();
    expect(pendingMethodChange.take({ action: 'primary', targetMfaId: '7' })).toBeNull();
    pendingMethodChange.save({ action: 'delete', methodId: 7 });
    expect(pendingMethodChange.take({ action: null, targetMfaId: null })).toBeNull();
    expect(pendingMethodChange.take({ action: 'delete', targetMfaId: '7' })).toBeNull();
  });
});
