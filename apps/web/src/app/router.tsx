import { createElement, type ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { createGuard } from './guard/guard';
import { AppLayout } from './layout/AppLayout';
import { RouteFailure } from './layout/FailurePage';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { Splash } from './layout/Splash';
import { loadTextGroups } from '../lib/i18n/i18n';
import type { TextGroup } from '../lib/i18n/resources';
import { queryClient } from './queryClient';
import { routeNames, routes, type Layout, type RouteName } from '../lib/routes/routes';

/**
 * A page's bundle with the text groups it shows beyond the core texts: the router loads both
 * before it draws the page, so a page never suspends and a prerendered page is replaced by itself.
 * Two routes of one page differ by `key` where they must not share state (the set-up steps).
 */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, texts: readonly TextGroup[] = [], props?: P & { key?: string }): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadTextGroups(texts)]);
      return { element: createElement(module.default, props) };
    },
  };
}

type PageRoute = Exclude<RouteName, { [N in RouteName]: (typeof routes)[N] extends { redirectTo: string } ? N : never }[RouteName]>;

/** Every page of the route table, loaded with its route. */
const screens: Record<PageRoute, Pick<RouteObject, 'lazy'>> = {
  'login.email': page(() => import('../features/login/components/LoginPage'), [], { method: 'email' }),
  'login.phone': page(() => import('../features/login/components/LoginPage'), [], { method: 'phone' }),
  'mfa-methods': page(() => import('../features/mfa/components/MfaMethodsPage'), ['merge', 'mfa', 'recovery']),
  mfa: page(() => import('./pages/MfaScreen'), ['mfa', 'onboarding']),
  'mfa-totp-recovery': page(() => import('../features/mfa/recovery/TotpRecoveryPage'), ['mfa']),
  'setup-mfa': page(() => import('../features/mfa-setup/components/SetupIntroPage'), ['mfa']),
  'setup-mfa-selection': page(() => import('../features/mfa-setup/components/SelectionPage'), ['mfa']),
  'setup-mfa-email': page(() => import('../features/mfa-setup/components/TargetStepPage'), ['mfa'], { key: 'email', kind: 'email' }),
  'setup-mfa-phone': page(() => import('../features/mfa-setup/components/TargetStepPage'), ['mfa'], { key: 'sms', kind: 'sms' }),
  'setup-mfa-confirmation': page(() => import('../features/mfa-setup/components/SetupConfirmationPage'), ['mfa']),
  'setup-mfa-success': page(() => import('../features/mfa-setup/components/SetupSuccessPage'), ['mfa']),
  'setup-mfa-totp': page(() => import('../features/mfa-setup/components/TotpSetupPage'), ['mfa']),
  'setup-totp-success': page(() => import('../features/mfa-setup/components/RecoveryKeysPage'), ['mfa']),
  'totp-success-redirect': page(() => import('../features/mfa-setup/components/TotpRedirectPage')),
  security: page(() => import('../features/security/components/SecurityPage'), ['devices', 'mfa']),
  'mfa-edit': page(() => import('../features/security/components/MfaEditPage'), ['mfa']),
  'edit-recovery': page(() => import('../features/security/components/EditRecoveryPage'), ['mfa']),
  'user-dashboard': page(() => import('../features/dashboard/components/DashboardPage'), ['dashboard-extra', 'devices', 'onboarding']),
  maintenance: page(() => import('../features/maintenance/MaintenancePage')),
  'oauth-error': page(() => import('../features/oauth-error/components/OAuthErrorPage')),
  approve: page(() => import('../features/consent/components/ApprovePage')),
  'user-access': page(() => import('../features/access/components/AccessPage')),
  partner: page(() => import('../features/partner/components/PartnerPage')),
  profile: page(() => import('../features/profile/components/ProfilePage'), ['banking', 'profile']),
  'edit-info': page(() => import('../features/profile/components/EditInfoPage'), ['profile']),
  'edit-credentials': page(() => import('../features/profile/components/EditCredentialsPage'), ['profile']),
  history: page(() => import('../features/devices/components/HistoryPage'), ['devices']),
  'edit-password': page(() => import('../features/password/components/EditPasswordPage'), ['password']),
  'weak-password': page(() => import('../features/password/components/WeakPasswordPage'), ['password']),
  notifications: page(() => import('../features/notifications/components/NotificationsPage'), ['notifications']),
  'secure-account': page(() => import('../features/notifications/components/SecureAccountPage'), ['notifications']),
  'forgot-password.email': page(() => import('../features/forgot-password/components/ForgotPasswordPage'), ['forgot-password'], { key: 'email', method: 'email' }),
  'forgot-password.phone': page(() => import('../features/forgot-password/components/ForgotPasswordPage'), ['forgot-password'], { key: 'phone', method: 'phone' }),
  'forgot-password-sent': page(() => import('../features/forgot-password/components/ForgotPasswordSentPage'), ['forgot-password', 'mfa']),
  'reset-password': page(() => import('../features/forgot-password/components/ResetPasswordPage'), ['forgot-password', 'mfa', 'password', 'recovery']),
  'reset-password-confirmed': page(() => import('../features/forgot-password/components/ResetPasswordConfirmedPage'), ['forgot-password']),
  'account-recovery': page(() => import('../features/recovery/components/IdentifyPage'), ['recovery']),
  'account-recovery.options': page(() => import('../features/recovery/components/OptionsPage'), ['recovery']),
  'account-recovery.key': page(() => import('../features/recovery/components/KeyPage'), ['password', 'recovery']),
  'account-recovery.card': page(() => import('../features/recovery/components/CardPage'), ['password', 'recovery']),
  'account-recovery.request': page(() => import('../features/recovery/components/RequestPage'), ['recovery']),
  'account-recovery.wait': page(() => import('../features/recovery/components/WaitPage'), ['password', 'recovery']),
  'account-recovery.cancel': page(() => import('../features/recovery/components/CancelPage'), ['recovery']),
  onboarding: page(() => import('../features/onboarding/components/StartPage'), ['onboarding']),
  'onboarding.card': page(() => import('../features/onboarding/components/CardPage'), ['onboarding']),
  'onboarding.existingCard': page(() => import('../features/onboarding/components/ExistingCardPage'), ['onboarding']),
  'onboarding.code': page(() => import('../features/onboarding/components/CodePage'), ['onboarding']),
  'onboarding.welcome': page(() => import('../features/onboarding/components/WelcomePage'), ['onboarding']),
  'onboarding.terms-conditions': page(() => import('../features/onboarding/components/TermsPage'), ['onboarding']),
  'onboarding.create': page(() => import('../features/onboarding/components/CreatePage'), ['onboarding']),
  'onboarding.email-verification': page(() => import('../features/onboarding/components/EmailVerificationPage'), ['onboarding']),
  'onboarding-mfa': page(() => import('../features/onboarding/components/ActivationCodePage'), ['mfa', 'onboarding']),
  'onboarding.phone-verification': page(() => import('../features/onboarding/components/PhoneVerificationPage'), ['onboarding']),
  'onboarding.password': page(() => import('../features/onboarding/components/PasswordPage'), ['onboarding', 'password']),
  'onboarding.confirmation': page(() => import('../features/onboarding/components/ConfirmationPage'), ['onboarding']),
  'forgot-username': page(() => import('../features/forgot-username/components/ForgotUsernamePage'), ['forgot-username']),
  'forgot-username-response': page(() => import('../features/forgot-username/components/ForgotUsernameResponsePage'), ['forgot-username']),
  duplicated: page(() => import('../features/merge/components/DuplicatedPage'), ['merge', 'mfa']),
  'fuzzion-success': page(() => import('../features/merge/components/FuzzionSuccessPage'), ['merge']),
  products: page(() => import('../features/products/components/ProductsPage')),
};

const isPage = (name: RouteName): name is PageRoute => !('redirectTo' in routes[name]);
const pagesOf = (layout: Layout): RouteObject[] =>
  routeNames.filter(isPage).filter((name) => routes[name].layout === layout).map((name) => ({ path: routes[name].path, ...screens[name] }));

/**
 * The guard decides on every navigation before anything of it is drawn: the root loader runs it
 * each time (shouldRevalidate), and a path it answers becomes a loader redirect. Aliases and
 * unknown paths match the splat route so that it decides on them too.
 */
function appRoutes(): RouteObject[] {
  const guard = createGuard(queryClient);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      hydrateFallbackElement: <Splash />,
      errorElement: <RouteFailure />,
      shouldRevalidate: () => true,
      loader: async ({ request }) => {
        const target = await guard(new URL(request.url));
        if (target !== null) throw redirect(target);
        return null;
      },
      children: [
        { element: <AppLayout />, children: pagesOf('app') },
        { element: <PublicLayout />, children: pagesOf('public') },
        ...pagesOf('bare'),
        { path: '*', element: null },
      ],
    },
  ];
}

/** The browser's router; it starts deciding on the current address (and loading its page) at once. */
export const createAppRouter = () => createBrowserRouter(appRoutes());

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has decided on the first address and loaded its page. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
