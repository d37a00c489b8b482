import { lazy, type ComponentType, type ReactElement } from 'react';
import { UNSAFE_createBrowserHistory, useLocation, useRoutes, type RouteObject } from 'react-router';
import { createGuard } from './guard/guard';
import { createNavigation, type Navigation } from '../lib/navigation/navigation';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { pageBoundary } from './layout/pageBoundary';
import { AppLayout } from './layout/AppLayout';
import { FailurePage } from './layout/FailurePage';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { loadTextGroups } from '../lib/i18n/i18n';
import type { TextGroup } from '../lib/i18n/resources';
import { queryClient } from './queryClient';
import { isRouteName, routeForPath, routeNames, routes, type Layout, type RouteName } from './routes';

/**
 * A page's own bundle with the text groups it shows (beyond the core texts), loaded on first visit
 * or earlier by preloadPage. Once loaded, React gets it back at once (a thenable that answers
 * synchronously), so a first render does not suspend on it: a prerendered page is replaced by the
 * same page, never by the loading screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has props of its own
function lazyPage<P extends ComponentType<any>>(load: () => Promise<{ default: P }>, texts: readonly TextGroup[] = []) {
  let loaded: { default: P } | undefined;
  const preload = () => Promise.all([load(), loadTextGroups(texts)]).then(([module]) => (loaded = module));
  // React only calls `then` (react/cjs lazyInitializer); its type asks for a whole Promise.
  const loadedNow = (module: { default: P }) => ({ then: (resolve: (value: { default: P }) => void) => resolve(module) }) as unknown as Promise<{ default: P }>;
  return Object.assign(
    lazy(() => (loaded ? loadedNow(loaded) : preload())),
    { preload },
  );
}

const LoginPage = lazyPage(() => import('../features/login/components/LoginPage'));
const MfaMethodsPage = lazyPage(() => import('../features/mfa/components/MfaMethodsPage'), ['merge', 'mfa', 'recovery']);
const MfaConfirmPage = lazyPage(() => import('../features/mfa/components/MfaConfirmPage'), ['mfa', 'onboarding']);
const DashboardPage = lazyPage(() => import('../features/dashboard/components/DashboardPage'), ['dashboard-extra', 'devices', 'onboarding']);
const MaintenancePage = lazyPage(() => import('../features/maintenance/MaintenancePage'));
const OAuthErrorPage = lazyPage(() => import('../features/oauth-error/components/OAuthErrorPage'));
const PlaceholderPage = lazyPage(() => import('../features/placeholder/PlaceholderPage'));
const TotpRecoveryPage = lazyPage(() => import('../features/mfa/recovery/TotpRecoveryPage'), ['mfa']);
const SetupIntroPage = lazyPage(() => import('../features/mfa-setup/components/SetupIntroPage'), ['mfa']);
const SelectionPage = lazyPage(() => import('../features/mfa-setup/components/SelectionPage'), ['mfa']);
const TargetStepPage = lazyPage(() => import('../features/mfa-setup/components/TargetStepPage'), ['mfa']);
const SetupConfirmationPage = lazyPage(() => import('../features/mfa-setup/components/SetupConfirmationPage'), ['mfa']);
const SetupSuccessPage = lazyPage(() => import('../features/mfa-setup/components/SetupSuccessPage'), ['mfa']);
const TotpSetupPage = lazyPage(() => import('../features/mfa-setup/components/TotpSetupPage'), ['mfa']);
const RecoveryKeysPage = lazyPage(() => import('../features/mfa-setup/components/RecoveryKeysPage'), ['mfa']);
const TotpRedirectPage = lazyPage(() => import('../features/mfa-setup/components/TotpRedirectPage'));
const SecurityPage = lazyPage(() => import('../features/security/components/SecurityPage'), ['devices', 'mfa']);
const MfaEditPage = lazyPage(() => import('../features/security/components/MfaEditPage'), ['mfa']);
const EditRecoveryPage = lazyPage(() => import('../features/security/components/EditRecoveryPage'), ['mfa']);
const ApprovePage = lazyPage(() => import('../features/consent/components/ApprovePage'));
const AccessPage = lazyPage(() => import('../features/access/components/AccessPage'));
const PartnerPage = lazyPage(() => import('../features/partner/components/PartnerPage'));
const HistoryPage = lazyPage(() => import('../features/devices/components/HistoryPage'), ['devices']);
const EditPasswordPage = lazyPage(() => import('../features/password/components/EditPasswordPage'), ['password']);
const WeakPasswordPage = lazyPage(() => import('../features/password/components/WeakPasswordPage'), ['password']);
const NotificationsPage = lazyPage(() => import('../features/notifications/components/NotificationsPage'), ['notifications']);
const SecureAccountPage = lazyPage(() => import('../features/notifications/components/SecureAccountPage'), ['notifications']);
const ProfilePage = lazyPage(() => import('../features/profile/components/ProfilePage'), ['banking', 'profile']);
const EditInfoPage = lazyPage(() => import('../features/profile/components/EditInfoPage'), ['profile']);
const EditCredentialsPage = lazyPage(() => import('../features/profile/components/EditCredentialsPage'), ['profile']);
const ForgotPasswordPage = lazyPage(() => import('../features/forgot-password/components/ForgotPasswordPage'), ['forgot-password']);
const ForgotPasswordSentPage = lazyPage(() => import('../features/forgot-password/components/ForgotPasswordSentPage'), ['forgot-password', 'mfa']);
const ResetPasswordPage = lazyPage(() => import('../features/forgot-password/components/ResetPasswordPage'), ['forgot-password', 'mfa', 'password', 'recovery']);
const ResetPasswordConfirmedPage = lazyPage(() => import('../features/forgot-password/components/ResetPasswordConfirmedPage'), ['forgot-password']);
const RecoveryIdentifyPage = lazyPage(() => import('../features/recovery/components/IdentifyPage'), ['recovery']);
const RecoveryOptionsPage = lazyPage(() => import('../features/recovery/components/OptionsPage'), ['recovery']);
const RecoveryKeyPage = lazyPage(() => import('../features/recovery/components/KeyPage'), ['password', 'recovery']);
const RecoveryCardPage = lazyPage(() => import('../features/recovery/components/CardPage'), ['password', 'recovery']);
const RecoveryRequestPage = lazyPage(() => import('../features/recovery/components/RequestPage'), ['recovery']);
const RecoveryWaitPage = lazyPage(() => import('../features/recovery/components/WaitPage'), ['password', 'recovery']);
const RecoveryCancelPage = lazyPage(() => import('../features/recovery/components/CancelPage'), ['recovery']);
const OnboardingStartPage = lazyPage(() => import('../features/onboarding/components/StartPage'), ['onboarding']);
const OnboardingCardPage = lazyPage(() => import('../features/onboarding/components/CardPage'), ['onboarding']);
const OnboardingExistingCardPage = lazyPage(() => import('../features/onboarding/components/ExistingCardPage'), ['onboarding']);
const OnboardingCodePage = lazyPage(() => import('../features/onboarding/components/CodePage'), ['onboarding']);
const OnboardingWelcomePage = lazyPage(() => import('../features/onboarding/components/WelcomePage'), ['onboarding']);
const OnboardingTermsPage = lazyPage(() => import('../features/onboarding/components/TermsPage'), ['onboarding']);
const OnboardingCreatePage = lazyPage(() => import('../features/onboarding/components/CreatePage'), ['onboarding']);
const OnboardingEmailPage = lazyPage(() => import('../features/onboarding/components/EmailVerificationPage'), ['onboarding']);
const OnboardingCodeScreen = lazyPage(() => import('../features/onboarding/components/ActivationCodePage'), ['mfa', 'onboarding']);
const OnboardingPhonePage = lazyPage(() => import('../features/onboarding/components/PhoneVerificationPage'), ['onboarding']);
const OnboardingPasswordPage = lazyPage(() => import('../features/onboarding/components/PasswordPage'), ['onboarding', 'password']);
const OnboardingConfirmationPage = lazyPage(() => import('../features/onboarding/components/ConfirmationPage'), ['onboarding']);
const ForgotUsernamePage = lazyPage(() => import('../features/forgot-username/components/ForgotUsernamePage'), ['forgot-username']);
const ForgotUsernameResponsePage = lazyPage(() => import('../features/forgot-username/components/ForgotUsernameResponsePage'), ['forgot-username']);
const DuplicatedPage = lazyPage(() => import('../features/merge/components/DuplicatedPage'), ['merge', 'mfa']);
const FuzzionSuccessPage = lazyPage(() => import('../features/merge/components/FuzzionSuccessPage'), ['merge']);
const ProductsPage = lazyPage(() => import('../features/products/components/ProductsPage'));

/** The screens built so far; every other route shows the placeholder until its issue lands. */
const screens: Partial<Record<RouteName, ReactElement>> = {
  'login.email': <LoginPage method="email" />,
  'login.phone': <LoginPage method="phone" />,
  'mfa-methods': <MfaMethodsPage />,
  mfa: <MfaConfirmPage />,
  'mfa-totp-recovery': <TotpRecoveryPage />,
  'setup-mfa': <SetupIntroPage />,
  'setup-mfa-selection': <SelectionPage />,
  'setup-mfa-email': <TargetStepPage key="email" kind="email" />,
  'setup-mfa-phone': <TargetStepPage key="sms" kind="sms" />,
  'setup-mfa-confirmation': <SetupConfirmationPage />,
  'setup-mfa-success': <SetupSuccessPage />,
  'setup-mfa-totp': <TotpSetupPage />,
  'setup-totp-success': <RecoveryKeysPage />,
  'totp-success-redirect': <TotpRedirectPage />,
  security: <SecurityPage />,
  'mfa-edit': <MfaEditPage />,
  'edit-recovery': <EditRecoveryPage />,
  'user-dashboard': <DashboardPage />,
  maintenance: <MaintenancePage />,
  'oauth-error': <OAuthErrorPage />,
  approve: <ApprovePage />,
  'user-access': <AccessPage />,
  partner: <PartnerPage />,
  profile: <ProfilePage />,
  'edit-info': <EditInfoPage />,
  'edit-credentials': <EditCredentialsPage />,
  history: <HistoryPage />,
  'edit-password': <EditPasswordPage />,
  'weak-password': <WeakPasswordPage />,
  notifications: <NotificationsPage />,
  'secure-account': <SecureAccountPage />,
  'forgot-password.email': <ForgotPasswordPage key="email" method="email" />,
  'forgot-password.phone': <ForgotPasswordPage key="phone" method="phone" />,
  'forgot-password-sent': <ForgotPasswordSentPage />,
  'reset-password': <ResetPasswordPage />,
  'reset-password-confirmed': <ResetPasswordConfirmedPage />,
  'account-recovery': <RecoveryIdentifyPage />,
  'account-recovery.options': <RecoveryOptionsPage />,
  'account-recovery.key': <RecoveryKeyPage />,
  'account-recovery.card': <RecoveryCardPage />,
  'account-recovery.request': <RecoveryRequestPage />,
  'account-recovery.wait': <RecoveryWaitPage />,
  'account-recovery.cancel': <RecoveryCancelPage />,
  onboarding: <OnboardingStartPage />,
  'onboarding.card': <OnboardingCardPage />,
  'onboarding.existingCard': <OnboardingExistingCardPage />,
  'onboarding.code': <OnboardingCodePage />,
  'onboarding.welcome': <OnboardingWelcomePage />,
  'onboarding.terms-conditions': <OnboardingTermsPage />,
  'onboarding.create': <OnboardingCreatePage />,
  'onboarding.email-verification': <OnboardingEmailPage />,
  'onboarding-mfa': <OnboardingCodeScreen />,
  'onboarding.phone-verification': <OnboardingPhonePage />,
  'onboarding.password': <OnboardingPasswordPage />,
  'onboarding.confirmation': <OnboardingConfirmationPage />,
  'forgot-username': <ForgotUsernamePage />,
  'forgot-username-response': <ForgotUsernameResponsePage />,
  duplicated: <DuplicatedPage />,
  'fuzzion-success': <FuzzionSuccessPage />,
  products: <ProductsPage />,
};

/**
 * Starts downloading the page of `pathname` (an alias's target too) at once, beside the session
 * check, instead of after the guard has answered. The module system keeps the one download.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  let name = routeForPath(pathname);
  const meta = name ? routes[name] : null;
  if (meta && 'redirectTo' in meta && isRouteName(meta.redirectTo)) name = meta.redirectTo;
  const page = name ? (screens[name]?.type as Partial<ReturnType<typeof lazyPage>> | undefined) : undefined;
  return page?.preload?.() ?? Promise.resolve();
}

const leaf = (name: RouteName): RouteObject => ({ path: routes[name].path, element: pageBoundary(screens[name] ?? <PlaceholderPage />) });
const pagesOf = (layout: Layout) => routeNames.filter((n) => routes[n].layout === layout && !('redirectTo' in routes[n])).map(leaf);

/** Aliases and unknown paths never get here: the guard forwards them (app/guard/guard.ts). */
const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <AppLayout />, children: pagesOf('app') },
      { element: <PublicLayout />, children: pagesOf('public') },
      ...pagesOf('bare'),
      { path: '*', element: null },
    ],
  },
];

/** The page of the drawn location, in its layout; a page that fails to draw shows the failure page. */
export function AppRoutes() {
  const { key } = useLocation();
  const page = useRoutes(routeTree);
  return (
    <ErrorBoundary resetKey={key} fallback={(error) => <FailurePage error={error} />}>
      {page}
    </ErrorBoundary>
  );
}

/** The browser's history with the guard in front; it starts deciding on the current address at once. */
export function createAppNavigation(): Navigation {
  return createNavigation({ history: UNSAFE_createBrowserHistory(), resolve: createGuard(queryClient) });
}
