import { describe, expect, it } from 'vitest';
import type { RedirectScope } from '@portal/contract/redirect';
import { afterLoginTarget, afterStepUp, isAbsoluteUrl, loginCodePath, loginMethodsPath, loginPath, rememberedTarget, resolveTarget, setupMfaPath, setupStepPath, stepUpCodePath, stepUpPath, totpRecoveryPath } from './paths';

/** A page of account.example.be, with the origins the server would list for it. */
const location: RedirectScope = {
  origin: 'https://account.example.be',
  known: ['https://account.example.be', 'https://account.example.lu', 'https://client.example.be', 'https://my.example.be'],
};

describe('paths', () => {
  it('builds the login address with the remembered target', () => {
    expect(loginPath('/security')).toBe('/login/email?redirect=%2Fsecurity');
    expect(loginPath('/user/dashboard')).toBe('/login/email?redirect=%2Fuser%2Fdashboard');
    expect(loginPath(null)).toBe('/login/email');
  });

  it('carries the remembered target through the login second factor', () => {
    expect(loginMethodsPath('/security')).toBe('/mfa/methods?isLogin=true&redirect=%2Fsecurity');
    expect(loginMethodsPath(null)).toBe('/mfa/methods?isLogin=true');
    expect(loginCodePath(7, '/security')).toBe('/mfa?isLogin=true&mfaId=7&redirect=%2Fsecurity');
  });

  it('sends a forced-MFA person to set-up before a first-party app’s sign-in resumes, not before a partner’s', () => {
    const interaction = (clientId: string) => `/oauth/interaction/u1?client_id=${clientId}&redirect_uri=http%3A%2F%2Flocalhost%3A8003%2Fcallback`;
    expect(afterLoginTarget(interaction('51'), location, true)).toBe(`/setup-mfa?redirect=${encodeURIComponent(interaction('51'))}`);
    expect(afterLoginTarget(interaction('2'), location, false)).toBe(interaction('2'));
    expect(afterLoginTarget(interaction('demo-partner'), location, true)).toBe(interaction('demo-partner'));
    expect(afterLoginTarget('/profile', location, true)).toBe('/profile');
  });

  it('builds the step-up and set-up addresses', () => {
    expect(stepUpPath('mfa-edit')).toBe('/mfa/methods?single=true&redirect=mfa-edit');
    expect(setupMfaPath(null)).toBe('/setup-mfa');
    expect(setupMfaPath('/security')).toBe('/setup-mfa?redirect=%2Fsecurity');
  });

  it('carries the action to resume through the step-up and back to the route', () => {
    const resume = { action: 'delete', targetMfaId: '4' };
    expect(stepUpPath('mfa-edit', resume)).toBe('/mfa/methods?single=true&redirect=mfa-edit&action=delete&targetMfaId=4');
    expect(stepUpCodePath(9, 'mfa-edit', resume)).toBe('/mfa?single=true&mfaId=9&redirect=mfa-edit&action=delete&targetMfaId=4');
    expect(afterStepUp('mfa-edit', resume, location)).toBe('/security/mfa-edit?action=delete&targetMfaId=4');
    expect(afterStepUp('edit-password', { action: null, targetMfaId: null }, location)).toBe('/security/edit-password');
  });

  it('builds the set-up and recovery addresses, keeping a query already in the path', () => {
    expect(setupStepPath('setup-mfa-totp', 'security', { reset: 'true', mfaId: '3' })).toBe('/setup-mfa/setup-mfa-totp?reset=true&mfaId=3&redirect=security');
    expect(totpRecoveryPath(5, null)).toBe('/mfa/totp-recovery?mfaId=5');
    expect(stepUpPath('/setup-mfa/setup-mfa-totp?reset=true')).toBe('/mfa/methods?single=true&redirect=%2Fsetup-mfa%2Fsetup-mfa-totp%3Freset%3Dtrue');
    expect(afterStepUp('/setup-mfa/setup-mfa-email?redirect=x', { action: 'primary', targetMfaId: '1' }, location)).toBe(
      '/setup-mfa/setup-mfa-email?redirect=x&action=primary&targetMfaId=1',
    );
  });

  it('resolves route names, paths and known addresses, and refuses foreign sites', () => {
    expect(resolveTarget('edit-password', location)).toBe('/security/edit-password');
    expect(resolveTarget('/profile', location)).toBe('/profile');
    expect(resolveTarget('https://client.example.be/x', location)).toBe('https://client.example.be/x');
    expect(resolveTarget('https://evil.test/', location)).toBe('/user/dashboard');
    expect(resolveTarget(null, location)).toBe('/user/dashboard');
  });

  // Every SPA parameter that names where to go next (redirect of the login, MFA, set-up, recovery and
  // merge screens; the step-up's return) goes through these, with the server's known origins.
  it.each([
    'https://evil.example.be/',
    'https://example.be/',
    'https://example.be.evil.com/',
    'https://my.example.be.evil.com/x',
    'https://portal@evil.com',
    'https://my.example.be@evil.com/',
    'https://my.example.be\\evil.com/',
    '/\\evil.com',
    '//evil.com',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '%5C%5Cevil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/profile%00',
    'https://my.example.be%00.evil.com/',
    'HTTPS://EVIL.EXAMPLE.BE/',
    '//EVIL.COM',
    'http://my.example.be/',
  ])('refuses %j as a target of every flow', (target) => {
    expect(resolveTarget(target, location)).toBe('/user/dashboard');
    expect(rememberedTarget(target, location)).toBeNull();
    expect(afterLoginTarget(target, location, false)).toBe('/user/dashboard');
    expect(afterStepUp(target, { action: 'delete', targetMfaId: '1' }, location)).toBe('/user/dashboard?action=delete&targetMfaId=1');
  });

  it('keeps targets on the portal’s hosts and the partner sites', () => {
    for (const target of ['https://my.example.be/home', 'https://account.example.lu/profile', 'https://client.example.be/x?y=1']) {
      expect(resolveTarget(target, location)).toBe(target);
      expect(rememberedTarget(target, location)).toBe(target);
      expect(afterLoginTarget(target, location, true)).toBe(target);
    }
    expect(rememberedTarget('security', location)).toBe('security');
  });

  it('tells absolute addresses from paths', () => {
    expect(isAbsoluteUrl('https://my.example.be/')).toBe(true);
    expect(isAbsoluteUrl('/profile')).toBe(false);
  });
});
