import { describe, expect, it } from 'vitest';
import { checkedTarget, isSafeLocalPath, originsOf, safeLocalPath, safeRedirect, type RedirectScope } from './redirect';

/** A page of account.example.be, with the origins the server lists (both variants, the partner sites). */
const here: RedirectScope = {
  origin: 'https://account.example.be',
  known: originsOf([
    'https://account.example.be',
    'https://account.example.lu',
    'https://client.example.be/',
    'https://my.example.be/',
    'https://client.example.lu/',
    'https://www.myup.example/be',
  ]),
};

/** Targets a browser could turn into a foreign address, or that carry characters no path needs. */
const hostile = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '/\r/evil.example',
  '/%2F/evil.example',
  '/%2fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/%2509/evil.example',
  '/%00',
  '/profile\u0000',
  '/profile%00',
  '/pro file',
  ' /profile',
  '\t/profile',
  '/profile ',
  '/profile%20x',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\uff0f/evil.example',
  '\uff0f\uff0fevil.example',
  '/\u3002evil.example',
  '//evil\u3002example',
  '/%E3%80%82/%',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  'https:\\/evil.example',
  'https://evil.example',
  'https://account.example.be@evil.example',
  'https://portal@evil.example/',
  'https://user:pass@my.example.be/',
  'https://evil.example\\@my.example.be/',
  'https://evil.example#@my.example.be/',
  'https://evil.example?@my.example.be/',
  'https://my.example.be.evil.example/',
  'https://evilexample.be/',
  'https://my.example.be\t.evil/',
  ' https://my.example.be/',
  // Hosts the portal does not know, however close to the ones it does.
  'https://evil.example.be/',
  'http://evil.example.be/',
  'https://EVIL.example.be/',
  'https://example.be/',
  'https://example.be.evil.com/',
  'https://account.example.be.evil.com/',
  'https://client.example.be.evil.com/',
  'https://my.example.be./',
  'https://my.example.be:8443/',
  'http://my.example.be/',
  'https://www.myup.example.evil.com/',
  'https://myup.example/',
  'https://portal@evil.com',
  'https://my.example.be@evil.com/',
  'https://my.example.be%40evil.com/',
  'https://my.example.be%2F@evil.com/',
  'https://my.example.be\\evil.com/',
  'https://my.example.be%5Cevil.com/',
  'https://my.example.be%5C@evil.com/',
  '//evil.com',
  '//EVIL.com',
  '%2F%2Fevil.com',
  '%2f%2FEvil.com',
  '/%2F%2Fevil.com',
  '%5C%5Cevil.com',
  '/%5c%5cevil.com',
  'HTTPS://EVIL.COM/',
  'hTtPs://evil.example.be/',
  'https://my.example.be\u0000.evil.com/',
  'https://my.example.be%00.evil.com/',
  'https://my.example.be/%00',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'jAvAsCrIpT:alert(1)',
  'javascript%3Aalert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  '/javascript:alert(1)//%0a',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox',
  'ftp://my.example.be/',
  'evil.example',
  'profile',
  '.',
  '',
  '%',
  '/%E0%A4%A',
  `/${'a'.repeat(4001)}`,
];

describe('the one redirect check', () => {
  it.each(hostile)('refuses %j', (target) => {
    expect(isSafeLocalPath(target)).toBe(false);
    expect(safeLocalPath(target)).toBe('/user/dashboard');
    expect(safeRedirect(target, here)).toBe('/user/dashboard');
    expect(checkedTarget(target, here)).toBeNull();
  });

  const local = [
    '/profile',
    '/user/dashboard',
    '/security/edit-password?action=delete&targetMfaId=3',
    '/oauth/interaction/abc?client_id=51&redirect_uri=http%3A%2F%2Flocalhost%3A8003%2Fcallback',
    '/partner?client_id=demo-partner&scope=openid%20email&redirect_uri=https%3A%2F%2Fp.test%2Fcb',
    '/oauth/auth?client_id=x&scope=openid+email',
    '/profile#section',
    '/caf%C3%A9',
  ];
  it.each(local)('keeps the path of this site %j', (target) => {
    expect(isSafeLocalPath(target)).toBe(true);
    expect(safeRedirect(target, here)).toBe(target);
    expect(checkedTarget(target, here)).toBe(target);
  });

  it('keeps addresses on the origins the portal knows: its hosts and the partner sites', () => {
    expect(safeRedirect('https://my.example.be/home', here)).toBe('https://my.example.be/home');
    expect(safeRedirect('https://client.example.be', here)).toBe('https://client.example.be/');
    expect(safeRedirect('https://account.example.be/profile?x=1', here)).toBe('https://account.example.be/profile?x=1');
    expect(safeRedirect('https://account.example.lu/user/dashboard', here)).toBe('https://account.example.lu/user/dashboard');
    expect(safeRedirect('https://client.example.lu/x', here)).toBe('https://client.example.lu/x');
    expect(safeRedirect('https://www.myup.example/be/offers', here)).toBe('https://www.myup.example/be/offers');
    expect(safeRedirect('https://my.example.be:443/home', here)).toBe('https://my.example.be/home');
    // Hosts are not case-sensitive: a known one in capitals is the same origin, sent in its usual form.
    expect(safeRedirect('HTTPS://MY.Example.BE/home', here)).toBe('https://my.example.be/home');
    expect(checkedTarget('https://my.example.be/home?next=%2Fx', here)).toBe('https://my.example.be/home?next=%2Fx');
  });

  it('keeps the page’s own origin, and no other one, when the server lists none', () => {
    const dev: RedirectScope = { origin: 'http://localhost:5173', known: [] };
    expect(safeRedirect('http://localhost:5173/profile', dev)).toBe('http://localhost:5173/profile');
    expect(safeRedirect('http://localhost:8003/x', dev)).toBe('/user/dashboard');
    expect(safeRedirect('http://client.localhost:5173/', dev)).toBe('/user/dashboard');
  });

  it('lists each known origin once, and only http(s) ones', () => {
    expect(originsOf(['https://client.example.be/a', 'https://CLIENT.example.be:443/b', 'ftp://x.example/', 'not a url', undefined, 'http://localhost:8080/'])).toEqual([
      'https://client.example.be',
      'http://localhost:8080',
    ]);
  });

  it('sends servers only to paths: sibling addresses are not local', () => {
    expect(safeLocalPath('https://my.example.be/home')).toBe('/user/dashboard');
    expect(safeLocalPath('/profile')).toBe('/profile');
    expect(safeLocalPath(undefined)).toBe('/user/dashboard');
  });

  it('resolves every accepted path to this origin, as a browser would', () => {
    for (const target of [...local, ...hostile]) {
      if (!isSafeLocalPath(target)) continue;
      expect(new URL(target, 'https://account.example.be').origin).toBe('https://account.example.be');
    }
  });
});
