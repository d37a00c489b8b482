import { describe, expect, it } from 'vitest';
import { defaultLuPublicUrl, portalHosts } from '../../config/hosts';
import { createRelyingPartyResolver } from './relying-party';

const settings = (publicUrl: string, passkeyRpId: string | null = null) => ({
  publicUrl,
  publicUrls: { be: publicUrl, lu: defaultLuPublicUrl(publicUrl, ['*.lu', 'lu.*']) },
  luHostPatterns: ['*.lu', 'lu.*'],
  passkeyRpId,
  secure: publicUrl.startsWith('https:'),
});

describe('the passkey relying party', () => {
  it('serves PUBLIC_URL’s host and its Luxembourg counterparts', () => {
    expect([...portalHosts(settings('http://localhost:8080'))].sort()).toEqual(['localhost', 'lu.localhost']);
    expect([...portalHosts(settings('https://account.example.be'))].sort()).toEqual([
      'account.example.be',
      'account.example.lu',
      'lu.account.example.be',
    ]);
    expect([...portalHosts({ publicUrls: { be: 'https://account.example.be', lu: 'https://konto.example.lu' }, luHostPatterns: ['*.lu'] })]).toContain('konto.example.lu');
  });

  it('takes the request’s host name as RP ID and its host and port for the origin', () => {
    const resolve = createRelyingPartyResolver(settings('http://localhost:8080'));
    expect(resolve('localhost:8080')).toMatchObject({ id: 'localhost', origin: 'http://localhost:8080' });
    expect(resolve('lu.localhost:8080')).toMatchObject({ id: 'lu.localhost', origin: 'http://lu.localhost:8080' });
    expect(resolve('localhost:5173')).toMatchObject({ id: 'localhost', origin: 'http://localhost:5173' });
  });

  it('uses PUBLIC_URL’s scheme, since a proxy in front may speak plain http to the server', () => {
    const resolve = createRelyingPartyResolver(settings('https://account.example.be'));
    expect(resolve('account.example.be')).toMatchObject({ id: 'account.example.be', origin: 'https://account.example.be' });
    expect(resolve('account.example.lu')).toMatchObject({ id: 'account.example.lu', origin: 'https://account.example.lu' });
  });

  it('refuses hosts that do not serve the portal', () => {
    const resolve = createRelyingPartyResolver(settings('https://account.example.be'));
    expect(resolve('evil.example')).toBeNull();
    expect(resolve('example.be')).toBeNull();
    expect(resolve('localhost:8080')).toBeNull();
  });

  it('shares PASSKEY_RP_ID among the hosts under it, and leaves the others on their own', () => {
    const resolve = createRelyingPartyResolver(settings('https://account.example.be', 'example.be'));
    expect(resolve('account.example.be')?.id).toBe('example.be');
    expect(resolve('account.example.lu')?.id).toBe('account.example.lu');
  });
});
