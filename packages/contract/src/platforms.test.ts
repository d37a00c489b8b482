import { describe, expect, it } from 'vitest';
import { clientParamsFromTarget, forcedMfaApplies, isPartnerClient, platformForRedirect, platformForTarget } from './platforms';

describe('platforms and partner clients', () => {
  it('derives the login title platform from the redirect address', () => {
    expect(platformForRedirect('https://my.example.be/home')).toBe('employee');
    expect(platformForRedirect('http://localhost:8003/x')).toBe('employee');
    expect(platformForRedirect('https://client.example.be/')).toBe('clientarea');
    expect(platformForRedirect('http://localhost:8004')).toBe('clientarea');
    expect(platformForRedirect('/user/dashboard')).toBe('default');
    expect(platformForRedirect(null)).toBe('default');
  });
  it('takes the platform of an interaction target from its redirect_uri', () => {
    expect(platformForTarget('/oauth/interaction/abc?client_id=51&redirect_uri=http%3A%2F%2Flocalhost%3A8003%2Fcallback')).toBe('employee');
    expect(platformForTarget('/oauth/interaction/abc?client_id=2&redirect_uri=https%3A%2F%2Fclient.example.be%2Fcb')).toBe('clientarea');
    expect(platformForTarget('http://localhost:8004/x')).toBe('clientarea');
    expect(platformForTarget(null)).toBe('default');
  });
  it('treats client ids 2 and 51 as first-party', () => {
    expect(isPartnerClient('2')).toBe(false);
    expect(isPartnerClient('51')).toBe(false);
    expect(isPartnerClient(null)).toBe(false);
    expect(isPartnerClient('demo-partner')).toBe(true);
    expect(forcedMfaApplies(null)).toBe(true);
    expect(forcedMfaApplies('7')).toBe(false);
  });
  it('reads client_id and redirect_uri from a target URL', () => {
    expect(clientParamsFromTarget('/oauth/authorize?client_id=7&redirect_uri=https%3A%2F%2Fp.test%2Fcb')).toEqual({
      clientId: '7',
      redirectUri: 'https://p.test/cb',
    });
  });
});
