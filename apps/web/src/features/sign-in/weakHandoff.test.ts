import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/ApiError';
import { weakPasswordPermission } from './flowState';
import { replaceIfWeak } from './weakHandoff';

describe('replaceIfWeak', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the permission in the tab and goes to replace a weak password after the second factor', () => {
    const navigate = vi.fn();
    const error = new ApiError(403, 'auth.weak_password', { code: 'auth.weak_password', message: 'Weak', weak: true, reset: 'permission' });
    expect(replaceIfWeak(navigate, error, '/security')).toBe(true);
    expect(weakPasswordPermission.read()).toBe('permission');
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/weak-password\?verified=true&redirect=%2Fsecurity$/), { replace: true });
  });

  it('leaves every other error to the caller', () => {
    const navigate = vi.fn();
    expect(replaceIfWeak(navigate, new ApiError(400, 'mfa.invalid_code', null), null)).toBe(false);
    expect(replaceIfWeak(navigate, new ApiError(403, 'auth.weak_password', { code: 'auth.weak_password' }), null)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
