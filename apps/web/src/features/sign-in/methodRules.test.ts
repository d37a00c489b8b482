import { describe, expect, it } from 'vitest';
import type { MfaMethod } from '@portal/contract/mfa';
import { afterSupportCodePath, canChangeMethod, soleMethod } from './methodRules';

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

describe('soleMethod', () => {
  it('is the one method of an account that has nothing else', () => {
    expect(soleMethod([method(1, 'card')], true)).toEqual(method(1, 'card'));
  });

  it('is the authenticator when its recovery keys are all else: they are offered on its screen', () => {
    expect(soleMethod([method(1, 'totp'), method(2, 'totpRecovery')], true)).toEqual(method(1, 'totp'));
  });

  it('is null when there is a choice', () => {
    expect(soleMethod([method(1, 'email'), method(2, 'passkey')], true)).toBeNull();
  });

  it('leaves a passkey out where the browser has no passkeys', () => {
    expect(soleMethod([method(1, 'email'), method(2, 'passkey')], false)).toEqual(method(1, 'email'));
    expect(soleMethod([method(1, 'passkey')], false)).toBeNull();
  });
});

describe('after a support code', () => {
  it('replaces the authenticator the account still has, or adds one, and says why', () => {
    expect(afterSupportCodePath({ methods: [method(1, 'sms'), method(4, 'totp'), method(9, 'support')] }, null)).toBe('/setup-mfa/setup-mfa-totp?reset=true&mfaId=4&support=true');
    expect(afterSupportCodePath({ methods: [method(1, 'sms'), method(9, 'support')] }, '/security')).toBe(
      `/setup-mfa/setup-mfa-totp?support=true&redirect=${encodeURIComponent('/security')}`,
    );
  });
});
