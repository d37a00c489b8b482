import { describe, expect, it } from 'vitest';
import { spaPaths } from '@portal/contract/spa-paths';
import { breadcrumbTrail, routeForPath, routes } from './routes';

describe('route table', () => {
  it('draws a page at every path the server sends people to', () => {
    for (const path of spaPaths) {
      const name = routeForPath(path);
      expect(name, path).not.toBeNull();
      expect(routes[name!], path).not.toHaveProperty('redirectTo');
    }
  });


  it('holds every route of the specification', () => {
    const expected = [
      'home', 'login', 'login.email', 'login.phone', 'onboarding', 'onboarding.card', 'onboarding.existingCard',
      'onboarding.code', 'onboarding.welcome', 'onboarding.terms-conditions', 'onboarding.create',
      'onboarding.confirmation', 'onboarding.password', 'onboarding.phone-verification',
      'onboarding.email-verification', 'onboarding-mfa', 'forgot-password', 'forgot-password.email',
      'forgot-password.phone', 'forgot-password-sent', 'reset-password', 'reset-password-confirmed',
      'weak-password', 'forgot-username', 'forgot-username-response', 'partner', 'approve', 'duplicated',
      'fuzzion-success', 'maintenance', 'user-dashboard', 'profile', 'edit-info', 'edit-credentials', 'security',
      'mfa-edit', 'edit-recovery', 'edit-password', 'history', 'user-access', 'notifications', 'mfa',
      'mfa-totp-recovery', 'mfa-methods', 'setup-mfa', 'setup-mfa-selection', 'setup-mfa-phone',
      'setup-mfa-email', 'setup-mfa-totp', 'setup-mfa-confirmation', 'setup-mfa-success', 'setup-totp-success',
      'totp-success-redirect',
      // Beyond the specification's table: "This wasn't me" from a new-device e-mail.
      'secure-account',
      // Recovery after losing every second factor.
      'account-recovery', 'account-recovery.options', 'account-recovery.key', 'account-recovery.card',
      'account-recovery.request', 'account-recovery.wait', 'account-recovery.cancel',
      // The voucher products (specification section 1, product cards).
      'products',
      // An app's authorization that cannot go back to the app (unknown client, bad redirect_uri).
      'oauth-error',
      // The support desk (issue 37).
      'support', 'support.person', 'support.audit', 'support.apps', 'support.keys', 'support.agents',
      // Deleting one's account (issue 38): the page, its confirmation, the restore link's page.
      'delete-account', 'account-deleted', 'account-restore',
    ];
    expect(Object.keys(routes).sort()).toEqual(expected.sort());
  });

  it('gives every route its own path', () => {
    const paths = Object.values(routes).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds the route of a path, tolerating a trailing slash', () => {
    expect(routeForPath('/security/history')).toBe('history');
    expect(routeForPath('/security/history/')).toBe('history');
    expect(routeForPath('/')).toBe('home');
    expect(routeForPath('/nope')).toBeNull();
    expect(routeForPath('/support/people/42')).toBe('support.person');
    expect(routeForPath('/support/people/')).toBeNull();
    expect(routeForPath('/support/people/42/more')).toBeNull();
  });

  it('builds breadcrumb trails from the parents', () => {
    expect(breadcrumbTrail('history')).toEqual(['user-dashboard', 'security', 'history']);
    expect(breadcrumbTrail('user-dashboard')).toEqual(['user-dashboard']);
  });
});
