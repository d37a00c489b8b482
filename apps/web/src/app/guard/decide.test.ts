import { describe, expect, it } from 'vitest';
import { decideNavigation, decideStepUp, type GuardInput } from './decide';

const base: GuardInput = {
  to: 'user-dashboard',
  target: '/user/dashboard',
  redirect: null,
  from: null,
  signedIn: true,
  duplicatedLogin: false,
  mfaForced: false,
  setupSkippable: false,
};
const decide = (over: Partial<GuardInput>) => decideNavigation({ ...base, ...over });

describe('decideNavigation', () => {
  it('lets a signed-in person open a private page', () => {
    expect(decide({})).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in person away from public pages to home', () => {
    for (const to of ['login.email', 'forgot-password.email', 'weak-password', 'onboarding.card', 'onboarding-mfa'] as const) {
      expect(decide({ to, target: '/x' })).toEqual({ kind: 'redirect', to: '/user/dashboard' });
    }
  });

  it('shows the onboarding’s confirmation to the person the onboarding just signed in, arriving from its password step only', () => {
    expect(decide({ to: 'onboarding.confirmation', target: '/onboarding/confirmation', from: 'onboarding.password' })).toEqual({ kind: 'allow' });
    expect(decide({ to: 'onboarding.confirmation', target: '/onboarding/confirmation', from: 'onboarding.confirmation' })).toEqual({ kind: 'allow' });
    expect(decide({ to: 'onboarding.confirmation', target: '/onboarding/confirmation', from: 'user-dashboard' })).toEqual({ kind: 'redirect', to: '/onboarding' });
  });

  it('lets a signed-in person enter the password again when an app asks for it', () => {
    const redirect = '/oauth/interaction/abc?client_id=demo-partner';
    expect(decide({ to: 'login.email', target: '/login/email', redirect })).toEqual({ kind: 'allow' });
    expect(decide({ to: 'weak-password', target: '/weak-password', redirect })).toEqual({ kind: 'redirect', to: '/user/dashboard' });
    expect(decide({ to: 'login.email', target: '/login/email', redirect: '/security' })).toEqual({ kind: 'redirect', to: '/user/dashboard' });
  });

  it('lets an anonymous person open public pages', () => {
    expect(decide({ to: 'login.phone', signedIn: false })).toEqual({ kind: 'allow' });
  });

  it('shows the products to anyone, signed in, signed out or in a forced set-up', () => {
    for (const signedIn of [true, false]) expect(decide({ to: 'products', target: '/products', signedIn })).toEqual({ kind: 'allow' });
    expect(decide({ to: 'products', target: '/products', mfaForced: true })).toEqual({ kind: 'allow' });
  });

  it('remembers the target of an anonymous person and sends them to login.email', () => {
    expect(decide({ to: 'security', target: '/security?tab=1', signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/login/email?redirect=%2Fsecurity%3Ftab%3D1',
    });
  });

  it('sends an anonymous person on the dashboard to login, remembering the dashboard', () => {
    expect(decide({ signedIn: false })).toEqual({ kind: 'redirect', to: '/login/email?redirect=%2Fuser%2Fdashboard' });
  });

  it('lets an anonymous person in a merge flow through', () => {
    expect(decide({ to: 'duplicated', signedIn: false, duplicatedLogin: true })).toEqual({ kind: 'allow' });
  });

  it('stands aside on the MFA screens whatever the state', () => {
    for (const to of ['mfa', 'mfa-methods', 'mfa-totp-recovery'] as const) {
      expect(decide({ to, signedIn: false, mfaForced: true, from: 'setup-mfa' })).toEqual({ kind: 'allow' });
    }
  });

  it('asks for a step-up check on the sudo routes', () => {
    for (const to of ['edit-credentials', 'mfa-edit', 'edit-recovery', 'edit-password'] as const) {
      expect(decide({ to })).toEqual({ kind: 'check-step-up' });
    }
  });

  describe('forced MFA', () => {
    it('sends the person to setup-mfa when no client is remembered', () => {
      expect(decide({ mfaForced: true })).toEqual({ kind: 'redirect', to: '/setup-mfa' });
    });

    it('applies to the first-party clients 2 and 51 and keeps the target', () => {
      const redirect = 'https://account.example.be/oauth/authorize?client_id=51';
      expect(decide({ mfaForced: true, redirect })).toEqual({
        kind: 'redirect',
        to: `/setup-mfa?redirect=${encodeURIComponent(redirect)}`,
      });
    });

    it('does not apply to partner clients', () => {
      expect(decide({ mfaForced: true, redirect: '/x?client_id=7' })).toEqual({ kind: 'allow' });
    });

    it('reads the client id of the destination when no redirect is carried (the target after login)', () => {
      expect(decide({ mfaForced: true, target: '/user/dashboard?client_id=7' })).toEqual({ kind: 'allow' });
      expect(decide({ mfaForced: true, target: '/user/dashboard?client_id=2' })).toEqual({
        kind: 'redirect',
        to: `/setup-mfa?redirect=${encodeURIComponent('/user/dashboard?client_id=2')}`,
      });
    });

    it('leaves set-up, merge and public pages alone', () => {
      for (const to of ['setup-mfa-email', 'duplicated', 'fuzzion-success'] as const) {
        expect(decide({ to, mfaForced: true })).toEqual({ kind: 'allow' });
      }
      expect(decide({ to: 'login.email', mfaForced: true, signedIn: false })).toEqual({ kind: 'allow' });
    });

    it('logs out a person leaving the set-up pages', () => {
      expect(decide({ from: 'setup-mfa-phone', to: 'security', mfaForced: true })).toEqual({ kind: 'logout' });
    });

    it('lets a person leave a set-up they may skip, as skipping it', () => {
      expect(decide({ from: 'setup-mfa', to: 'user-dashboard', mfaForced: true, setupSkippable: true })).toEqual({ kind: 'skip-setup' });
      expect(decide({ from: 'setup-mfa', to: 'user-dashboard' })).toEqual({ kind: 'allow' });
    });

    it('opens the merge offer the set-up’s code step leads to, and what follows it goes back to the set-up', () => {
      expect(decide({ from: 'setup-mfa-confirmation', to: 'duplicated', mfaForced: true })).toEqual({ kind: 'allow' });
      expect(decide({ from: 'duplicated', to: 'user-dashboard', mfaForced: true })).toEqual({ kind: 'redirect', to: '/setup-mfa' });
    });

    it('opens an app’s consent, which the server shows only once the set-up its client requires is done', () => {
      expect(decide({ to: 'approve', target: '/approve?interaction=abc', mfaForced: true })).toEqual({ kind: 'allow' });
    });

    it('lets the person move between set-up pages', () => {
      expect(decide({ from: 'setup-mfa', to: 'setup-mfa-phone', mfaForced: true })).toEqual({ kind: 'allow' });
    });

    it('does not log out when MFA is not forced', () => {
      expect(decide({ from: 'setup-mfa', to: 'security' })).toEqual({ kind: 'allow' });
    });
  });
});

describe('pages for everyone', () => {
  it('shows the maintenance and OAuth error pages signed in or not', () => {
    for (const to of ['maintenance', 'oauth-error'] as const) {
      expect(decide({ to, target: '/x' })).toEqual({ kind: 'allow' });
      expect(decide({ to, target: '/x', signedIn: false })).toEqual({ kind: 'allow' });
    }
  });
});

describe('a session that ended while a page was open', () => {
  it('turns a step-up into a sign-in, back to the page the step-up protects', () => {
    const signedOut = { signedIn: false, redirect: 'edit-password' };
    expect(decide({ ...signedOut, to: 'mfa-methods', target: '/mfa/methods?single=true&redirect=edit-password' })).toEqual({
      kind: 'redirect',
      to: '/login/email?redirect=%2Fsecurity%2Fedit-password',
    });
    expect(decide({ ...signedOut, to: 'mfa', target: '/mfa?single=true&mfaId=3&redirect=edit-password' })).toEqual({
      kind: 'redirect',
      to: '/login/email?redirect=%2Fsecurity%2Fedit-password',
    });
  });

  it('leaves the sign-in’s own second factor and a signed-in step-up alone', () => {
    expect(decide({ signedIn: false, to: 'mfa-methods', target: '/mfa/methods?isLogin=true' })).toEqual({ kind: 'allow' });
    expect(decide({ to: 'mfa-methods', target: '/mfa/methods?single=true&redirect=edit-password', redirect: 'edit-password' })).toEqual({ kind: 'allow' });
  });
});

describe('decideStepUp', () => {
  it('allows the route when sudo is granted', () => {
    expect(decideStepUp('edit-password', { sudo: true, single: false, need_card: false, setup: null, reminder: null }, '/security/edit-password')).toEqual({ kind: 'allow' });
  });

  it('sends to a single-use MFA check naming the route otherwise', () => {
    const to = '/mfa/methods?single=true&redirect=edit-password';
    expect(decideStepUp('edit-password', { sudo: false, single: false, need_card: false, setup: null, reminder: null }, '/security/edit-password')).toEqual({ kind: 'redirect', to });
    expect(decideStepUp('edit-password', null, '/security/edit-password')).toEqual({ kind: 'redirect', to });
  });

  it('sends to the sign-in, remembering the page, when the session is gone', () => {
    expect(decideStepUp('edit-password', 'signedOut', '/security/edit-password')).toEqual({ kind: 'redirect', to: '/login/email?redirect=%2Fsecurity%2Fedit-password' });
  });
});

describe('screens opened only from their parent', () => {
  it('lets edit-info open from the profile, and sends any other arrival to the profile', () => {
    expect(decide({ from: 'profile', to: 'edit-info' })).toEqual({ kind: 'allow' });
    expect(decide({ from: 'edit-info', to: 'edit-info' })).toEqual({ kind: 'allow' });
    expect(decide({ from: null, to: 'edit-info' })).toEqual({ kind: 'redirect', to: '/profile' });
    expect(decide({ from: 'security', to: 'edit-info' })).toEqual({ kind: 'redirect', to: '/profile' });
  });
});

describe('onboarding steps (allowed previous routes, specification section 2)', () => {
  const start = { kind: 'redirect', to: '/onboarding' };
  const anonymous = (over: Partial<GuardInput>) => decide({ signedIn: false, ...over });

  it('lets each step open from the step the spec names', () => {
    expect(anonymous({ from: 'onboarding', to: 'onboarding.card' })).toEqual({ kind: 'allow' });
    expect(anonymous({ from: 'onboarding.code', to: 'onboarding.welcome' })).toEqual({ kind: 'allow' });
    expect(anonymous({ from: 'onboarding.welcome', to: 'onboarding.terms-conditions' })).toEqual({ kind: 'allow' });
    expect(anonymous({ from: 'onboarding.terms-conditions', to: 'onboarding.create' })).toEqual({ kind: 'allow' });
    expect(anonymous({ from: 'onboarding.create', to: 'onboarding.email-verification' })).toEqual({ kind: 'allow' });
    expect(anonymous({ from: 'onboarding.email-verification', to: 'onboarding-mfa' })).toEqual({ kind: 'allow' });
    expect(anonymous({ from: 'onboarding-mfa', to: 'onboarding.phone-verification' })).toEqual({ kind: 'allow' });
    expect(anonymous({ from: 'onboarding-mfa', to: 'onboarding.password' })).toEqual({ kind: 'allow' });
    expect(anonymous({ from: 'onboarding.password', to: 'onboarding.confirmation' })).toEqual({ kind: 'allow' });
  });

  it('sends a direct visit or a skipped step to the start, never to the first allowed step', () => {
    expect(anonymous({ from: null, to: 'onboarding.password' })).toEqual(start);
    expect(anonymous({ from: null, to: 'onboarding.welcome' })).toEqual(start);
    expect(anonymous({ from: 'onboarding.welcome', to: 'onboarding.password' })).toEqual(start);
    expect(anonymous({ from: 'onboarding.create', to: 'onboarding.confirmation' })).toEqual(start);
    expect(anonymous({ from: 'login.email', to: 'onboarding-mfa' })).toEqual(start);
  });

  it('keeps the step on a reload (the route before the reload is the step itself)', () => {
    expect(anonymous({ from: 'onboarding.create', to: 'onboarding.create' })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in person home before any step rule', () => {
    expect(decide({ from: null, to: 'onboarding.password' })).toEqual({ kind: 'redirect', to: '/user/dashboard' });
  });
});
