import { describe, expect, it } from 'vitest';
import type { MfaMethod } from '@portal/contract/mfa';
import { canChangeMethod } from './methodRules';

const method = (id: number, kind: MfaMethod['method']): MfaMethod => ({ id, method: kind, target: null, primary: id === 1 });

describe('canChangeMethod', () => {
  it('is false with one e-mail and one SMS method', () => {
    expect(canChangeMethod([method(1, 'email'), method(2, 'sms')])).toBe(false);
  });

  it('is true with two non-e-mail methods', () => {
    expect(canChangeMethod([method(1, 'email'), method(2, 'sms'), method(3, 'totp')])).toBe(true);
  });

  it('does not count e-mail methods', () => {
    expect(canChangeMethod([method(1, 'email'), method(2, 'email'), method(3, 'sms')])).toBe(false);
  });
});
