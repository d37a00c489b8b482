import { describe, expect, it } from 'vitest';
import { checkedTarget, isSafeLocalPath, safeLocalPath, safeRedirect } from './redirect';

const here = { host: 'account.example.be' };

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
  'javascript:alert(1)',
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

  it('keeps addresses on this host and its sibling platforms', () => {
    expect(safeRedirect('https://my.example.be/home', here)).toBe('https://my.example.be/home');
    expect(safeRedirect('https://client.example.be', here)).toBe('https://client.example.be/');
    expect(safeRedirect('https://account.example.be/profile?x=1', here)).toBe('https://account.example.be/profile?x=1');
    expect(safeRedirect('http://localhost:8003/x', { host: 'localhost:8080' })).toBe('http://localhost:8003/x');
    expect(safeRedirect('https://lu.example.lu/x', { host: 'lu.example.lu' })).toBe('https://lu.example.lu/x');
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
