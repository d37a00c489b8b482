import { describe, expect, it } from 'vitest';
import { isScopeKey, parseScopes, scopeKeys } from './scopes';

describe('scopes', () => {
  it('know the OpenID Connect scopes and the fifteen of the specification', () => {
    expect(scopeKeys).toHaveLength(20);
    expect(isScopeKey('reimbursemoney')).toBe(true);
    expect(isScopeKey('admin')).toBe(false);
  });
  it('read a scope string as known keys in a fixed order, without repeats', () => {
    expect(parseScopes('balance openid balance unknown email')).toEqual(['openid', 'email', 'balance']);
    expect(parseScopes(undefined)).toEqual([]);
  });
});
