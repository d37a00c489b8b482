import { ACCOUNT_RESTORE_PATH, APPROVE_PATH, HOME_PATH, LOGIN_PATH, MAINTENANCE_PATH, NOT_ME_PATH, OAUTH_ERROR_PATH, PROFILE_PATH, RECOVERY_CANCEL_PATH, RESET_PASSWORD_PATH, SETUP_MFA_PATH } from '@portal/contract/spa-paths';

/**
 * The route table of the specification (section 2): every route name, its path and what the guard
 * and the layouts need to know about it. Pure data so that the guard can be tested without React.
 */
export type Access = 'public' | 'private' | 'open';
export type Layout = 'app' | 'public' | 'bare';

export interface RouteMeta {
  path: string;
  /** Key under `titles` in the locale files: page title and breadcrumb. */
  title: string;
  /** public: signed-in people are sent home; private: needs a session; open: the guard stands aside. */
  access: Access;
  layout: Layout;
  /** Needs a fresh second factor (GET /api/mfa/status `sudo`). */
  stepUp?: boolean;
  /** Part of the MFA set-up flow that forced MFA sends people to. */
  setup?: boolean;
  /** Breadcrumb parent. */
  parent?: string;
  /** Alias routes that only forward. */
  redirectTo?: string;
  /** Reachable only by navigating from these routes; any other arrival goes to the first one. */
  onlyFrom?: readonly string[];
  /** Where an arrival that onlyFrom refuses goes instead of the first allowed route. */
  orElse?: string;
  /** A public page that does not send a signed-in person home: the page a sign-in ends on. */
  signedInToo?: boolean;
}

const pub = <T extends string>(path: string, title: T) =>
  ({ path, title, access: 'public', layout: 'public' }) as const satisfies RouteMeta;
const app = <T extends string>(path: string, title: T, parent?: string, stepUp?: boolean) =>
  ({ path, title, access: 'private', layout: 'app', parent, stepUp }) as const satisfies RouteMeta;
const card = <T extends string>(path: string, title: T, setup?: boolean) =>
  ({ path, title, access: 'private', layout: 'public', setup }) as const satisfies RouteMeta;

/** An onboarding step (specification section 2): reachable from the listed steps, else back to the start. */
const from = (...onlyFrom: string[]) => ({ onlyFrom, orElse: 'onboarding' });

export const routes = {
  home: { ...app('/', 'home'), redirectTo: 'user-dashboard' },
  login: { ...pub('/login', 'login'), redirectTo: 'login.email' },
  'login.email': pub(LOGIN_PATH, 'loginEmail'),
  'login.phone': pub('/login/phone', 'loginPhone'),

  onboarding: pub('/onboarding', 'onboarding'),
  'onboarding.card': { ...pub('/onboarding/card', 'onboardingCard'), ...from('onboarding', 'onboarding.welcome') },
  'onboarding.existingCard': pub('/onboarding/existingCard', 'onboardingExistingCard'),
  'onboarding.code': { ...pub('/onboarding/code', 'onboardingCode'), ...from('onboarding', 'onboarding.welcome') },
  'onboarding.welcome': { ...pub('/onboarding/welcome', 'onboardingWelcome'), ...from('onboarding.code', 'onboarding.card', 'onboarding.terms-conditions') },
  'onboarding.terms-conditions': { ...pub('/onboarding/terms-conditions', 'onboardingTerms'), ...from('onboarding.welcome', 'onboarding.create') },
  'onboarding.create': { ...pub('/onboarding/create', 'onboardingCreate'), ...from('onboarding.terms-conditions', 'onboarding.email-verification') },
  // The onboarding ends signed in (issue 34): its confirmation is the one public page shown to a session.
  'onboarding.confirmation': { ...pub('/onboarding/confirmation', 'onboardingConfirmation'), ...from('onboarding.password'), signedInToo: true },
  // 'mfa' too: /mfa?isActivation=true is the same confirmation screen as /onboarding-mfa (spec section 4).
  'onboarding.password': { ...pub('/onboarding/password', 'onboardingPassword'), ...from('onboarding-mfa', 'onboarding.phone-verification', 'mfa') },
  'onboarding.phone-verification': {
    ...pub('/onboarding/phone-verification', 'onboardingPhoneVerification'),
    ...from('onboarding-mfa', 'onboarding.email-verification', 'mfa'),
  },
  'onboarding.email-verification': {
    ...pub('/onboarding/email-verification', 'onboardingEmailVerification'),
    ...from('onboarding.create', 'onboarding.phone-verification', 'onboarding-mfa', 'mfa'),
  },
  'onboarding-mfa': { ...pub('/onboarding-mfa', 'onboardingMfa'), ...from('onboarding.email-verification', 'onboarding.phone-verification') },

  'forgot-password': { ...pub('/forgot-password', 'forgotPassword'), redirectTo: 'forgot-password.email' },
  'forgot-password.email': pub('/forgot-password/email', 'forgotPasswordEmail'),
  'forgot-password.phone': pub('/forgot-password/phone', 'forgotPasswordPhone'),
  'forgot-password-sent': pub('/forgot-password-sent', 'forgotPasswordSent'),
  'reset-password': pub(RESET_PASSWORD_PATH, 'resetPassword'),
  'reset-password-confirmed': pub('/reset-password-confirmed', 'resetPasswordConfirmed'),
  'weak-password': pub('/weak-password', 'weakPassword'),
  'forgot-username': pub('/forgot-username', 'forgotUsername'),
  'forgot-username-response': pub('/forgot-username-response', 'forgotUsernameResponse'),
  // Shown to everyone, signed in or not, while the server is in maintenance mode.
  maintenance: { ...pub(MAINTENANCE_PATH, 'maintenance'), layout: 'bare' as const, access: 'open' as const },
  // An app's authorization the provider could not send back to the app (server: oidc/provider-pages.ts).
  'oauth-error': { ...pub(OAUTH_ERROR_PATH, 'oauthError'), access: 'open' as const },

  partner: card('/partner', 'partner'),
  approve: card(APPROVE_PATH, 'approve'),
  duplicated: card('/duplicated', 'duplicated'),
  'fuzzion-success': card('/fuzzion-success', 'fuzzionSuccess'),

  'user-dashboard': app(HOME_PATH, 'userDashboard'),
  profile: app(PROFILE_PATH, 'profile', 'user-dashboard'),
  'edit-info': { ...app('/profile/edit-info', 'editInfo', 'profile'), onlyFrom: ['profile'] as const },
  'edit-credentials': app('/profile/edit-credentials', 'editCredentials', 'profile', true),
  security: app('/security', 'security', 'user-dashboard'),
  'mfa-edit': app('/security/mfa-edit', 'mfaEdit', 'security', true),
  'edit-recovery': app('/security/edit-recovery', 'editRecovery', 'security', true),
  'edit-password': app('/security/edit-password', 'editPassword', 'security', true),
  history: app('/security/history', 'history', 'security'),
  // Deleting one's account (issue 38, docs/privacy.md): behind a step-up; the confirmation is shown signed out.
  'delete-account': app('/security/delete-account', 'deleteAccount', 'security', true),
  'account-deleted': pub('/account/deleted', 'accountDeleted'),
  // The closing e-mail's restore link: whoever reads it may use it, signed in or not.
  'account-restore': { ...pub(ACCOUNT_RESTORE_PATH, 'accountRestore'), access: 'open' as const },
  'user-access': app('/user/access', 'userAccess', 'user-dashboard'),
  notifications: app('/user/notifications', 'notifications', 'user-dashboard'),

  mfa: { ...card('/mfa', 'mfa'), access: 'open' as const },
  'mfa-totp-recovery': { ...card('/mfa/totp-recovery', 'mfaTotpRecovery'), access: 'open' as const },
  'mfa-methods': { ...card('/mfa/methods', 'mfaMethods'), access: 'open' as const },

  'setup-mfa': card(SETUP_MFA_PATH, 'setupMfa', true),
  'setup-mfa-selection': card('/setup-mfa/setup-mfa-selection', 'setupMfaSelection', true),
  'setup-mfa-phone': card('/setup-mfa/setup-mfa-phone', 'setupMfaPhone', true),
  'setup-mfa-email': card('/setup-mfa/setup-mfa-email', 'setupMfaEmail', true),
  'setup-mfa-totp': card('/setup-mfa/setup-mfa-totp', 'setupMfaTotp', true),
  'setup-mfa-confirmation': card('/setup-mfa/setup-mfa-confirmation', 'setupMfaConfirmation', true),
  'setup-mfa-success': card('/setup-mfa/setup-mfa-success', 'setupMfaSuccess', true),
  'setup-totp-success': card('/setup-totp/success', 'setupTotpSuccess', true),
  'totp-success-redirect': card('/totp/redirect', 'totpSuccessRedirect', true),
  // "This wasn't me" from a new-device e-mail: signed in or not, the link's owner may use it.
  'secure-account': { ...pub(NOT_ME_PATH, 'secureAccount'), access: 'open' as const },
  // Recovery after losing every second factor (docs/recovery.md); the steps keep their state in storage.
  'account-recovery': pub('/account-recovery', 'accountRecovery'),
  'account-recovery.options': pub('/account-recovery/options', 'accountRecoveryOptions'),
  'account-recovery.key': pub('/account-recovery/key', 'accountRecoveryKey'),
  'account-recovery.card': pub('/account-recovery/card', 'accountRecoveryCard'),
  'account-recovery.request': pub('/account-recovery/request', 'accountRecoveryRequest'),
  'account-recovery.wait': pub('/account-recovery/wait', 'accountRecoveryWait'),
  // The cancel link of a request's messages: whoever reads them may use it, signed in or not.
  'account-recovery.cancel': { ...pub(RECOVERY_CANCEL_PATH, 'accountRecoveryCancel'), access: 'open' as const },
  // The voucher products and their brochure: for anyone, signed in or not.
  products: { ...pub('/products', 'products'), access: 'open' as const },
  // The support desk (issue 37, docs/support.md): a signed-in account's pages, whose screens ask the
  // server whether this session works the desk (GET /api/support/me) and say so when it does not.
  support: app('/support', 'support'),
  'support.person': app('/support/people/:id', 'supportPerson', 'support'),
  'support.audit': app('/support/audit', 'supportAudit', 'support'),
  'support.apps': app('/support/apps', 'supportApps', 'support'),
  'support.keys': app('/support/keys', 'supportKeys', 'support'),
  'support.agents': app('/support/agents', 'supportAgents', 'support'),
} satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof routes;
export type TitleKey = (typeof routes)[RouteName]['title'];

export const routeNames = Object.keys(routes) as RouteName[];

const byPath = new Map<string, RouteName>(routeNames.map((name) => [routes[name].path, name]));
/** Routes with a parameter (`/support/people/:id`): a segment of its own, never empty. */
const byPattern = routeNames
  .filter((name) => routes[name].path.includes('/:'))
  .map((name) => ({ name, pattern: new RegExp(`^${routes[name].path.replace(/:[^/]+/g, '[^/]+')}$`) }));

/** The route a pathname belongs to (a trailing slash is tolerated), or null for an unknown path. */
export function routeForPath(pathname: string): RouteName | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(trimmed) ?? byPattern.find(({ pattern }) => pattern.test(trimmed))?.name ?? null;
}

export function isRouteName(value: string | null | undefined): value is RouteName {
  return !!value && Object.hasOwn(routes, value);
}

export function pathOf(name: RouteName): string {
  return routes[name].path;
}

/** The breadcrumb trail of a route, outermost first. */
export function breadcrumbTrail(name: RouteName): RouteName[] {
  const trail: RouteName[] = [];
  let current: RouteName | undefined = name;
  while (current) {
    trail.unshift(current);
    const meta: RouteMeta = routes[current];
    current = isRouteName(meta.parent) ? meta.parent : undefined;
  }
  return trail;
}

/** The routes that draw a page (the others are aliases that only forward). */
export type PageRoute = Exclude<RouteName, { [N in RouteName]: (typeof routes)[N] extends { redirectTo: string } ? N : never }[RouteName]>;

export const isPageRoute = (name: RouteName): name is PageRoute => !('redirectTo' in routes[name]);
