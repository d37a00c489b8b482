import { lazy, type ReactElement } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { createGuardLoader } from './guard/guardLoader';
import { AppLayout } from './layout/AppLayout';
import { FailurePage } from './layout/FailurePage';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { Splash } from './layout/Splash';
import { queryClient } from './queryClient';
import { markUnknownPath } from './unknownPath';
import { isRouteName, pathOf, routeNames, routes, type Layout, type RouteName } from './routes';

// One bundle per page, loaded on first visit.
const LoginPage = lazy(() => import('../features/login/components/LoginPage'));
const MfaMethodsPage = lazy(() => import('../features/mfa/components/MfaMethodsPage'));
const MfaConfirmPage = lazy(() => import('../features/mfa/components/MfaConfirmPage'));
const DashboardPage = lazy(() => import('../features/dashboard/components/DashboardPage'));
const MaintenancePage = lazy(() => import('../features/maintenance/MaintenancePage'));
const OAuthErrorPage = lazy(() => import('../features/oauth-error/components/OAuthErrorPage'));
const PlaceholderPage = lazy(() => import('../features/placeholder/PlaceholderPage'));
const TotpRecoveryPage = lazy(() => import('../features/mfa/recovery/TotpRecoveryPage'));
const SetupIntroPage = lazy(() => import('../features/mfa-setup/components/SetupIntroPage'));
const SelectionPage = lazy(() => import('../features/mfa-setup/components/SelectionPage'));
const TargetStepPage = lazy(() => import('../features/mfa-setup/components/TargetStepPage'));
const SetupConfirmationPage = lazy(() => import('../features/mfa-setup/components/SetupConfirmationPage'));
const SetupSuccessPage = lazy(() => import('../features/mfa-setup/components/SetupSuccessPage'));
const TotpSetupPage = lazy(() => import('../features/mfa-setup/components/TotpSetupPage'));
const RecoveryKeysPage = lazy(() => import('../features/mfa-setup/components/RecoveryKeysPage'));
const TotpRedirectPage = lazy(() => import('../features/mfa-setup/components/TotpRedirectPage'));
const SecurityPage = lazy(() => import('../features/security/components/SecurityPage'));
const MfaEditPage = lazy(() => import('../features/security/components/MfaEditPage'));
const EditRecoveryPage = lazy(() => import('../features/security/components/EditRecoveryPage'));
const ApprovePage = lazy(() => import('../features/consent/components/ApprovePage'));
const AccessPage = lazy(() => import('../features/access/components/AccessPage'));
const PartnerPage = lazy(() => import('../features/partner/components/PartnerPage'));
const HistoryPage = lazy(() => import('../features/devices/components/HistoryPage'));
const EditPasswordPage = lazy(() => import('../features/password/components/EditPasswordPage'));
const WeakPasswordPage = lazy(() => import('../features/password/components/WeakPasswordPage'));
const NotificationsPage = lazy(() => import('../features/notifications/components/NotificationsPage'));
const SecureAccountPage = lazy(() => import('../features/notifications/components/SecureAccountPage'));
const ProfilePage = lazy(() => import('../features/profile/components/ProfilePage'));
const EditInfoPage = lazy(() => import('../features/profile/components/EditInfoPage'));
const EditCredentialsPage = lazy(() => import('../features/profile/components/EditCredentialsPage'));
const ForgotPasswordPage = lazy(() => import('../features/forgot-password/components/ForgotPasswordPage'));
const ForgotPasswordSentPage = lazy(() => import('../features/forgot-password/components/ForgotPasswordSentPage'));
const ResetPasswordPage = lazy(() => import('../features/forgot-password/components/ResetPasswordPage'));
const ResetPasswordConfirmedPage = lazy(() => import('../features/forgot-password/components/ResetPasswordConfirmedPage'));
const RecoveryIdentifyPage = lazy(() => import('../features/recovery/components/IdentifyPage'));
const RecoveryOptionsPage = lazy(() => import('../features/recovery/components/OptionsPage'));
const RecoveryKeyPage = lazy(() => import('../features/recovery/components/KeyPage'));
const RecoveryCardPage = lazy(() => import('../features/recovery/components/CardPage'));
const RecoveryRequestPage = lazy(() => import('../features/recovery/components/RequestPage'));
const RecoveryWaitPage = lazy(() => import('../features/recovery/components/WaitPage'));
const RecoveryCancelPage = lazy(() => import('../features/recovery/components/CancelPage'));
const OnboardingStartPage = lazy(() => import('../features/onboarding/components/StartPage'));
const OnboardingCardPage = lazy(() => import('../features/onboarding/components/CardPage'));
const OnboardingExistingCardPage = lazy(() => import('../features/onboarding/components/ExistingCardPage'));
const OnboardingCodePage = lazy(() => import('../features/onboarding/components/CodePage'));
const OnboardingWelcomePage = lazy(() => import('../features/onboarding/components/WelcomePage'));
const OnboardingTermsPage = lazy(() => import('../features/onboarding/components/TermsPage'));
const OnboardingCreatePage = lazy(() => import('../features/onboarding/components/CreatePage'));
const OnboardingEmailPage = lazy(() => import('../features/onboarding/components/EmailVerificationPage'));
const OnboardingCodeScreen = lazy(() => import('../features/onboarding/components/ActivationCodePage'));
const OnboardingPhonePage = lazy(() => import('../features/onboarding/components/PhoneVerificationPage'));
const OnboardingPasswordPage = lazy(() => import('../features/onboarding/components/PasswordPage'));
const OnboardingConfirmationPage = lazy(() => import('../features/onboarding/components/ConfirmationPage'));
const ForgotUsernamePage = lazy(() => import('../features/forgot-username/components/ForgotUsernamePage'));
const ForgotUsernameResponsePage = lazy(() => import('../features/forgot-username/components/ForgotUsernameResponsePage'));
const DuplicatedPage = lazy(() => import('../features/merge/components/DuplicatedPage'));
const FuzzionSuccessPage = lazy(() => import('../features/merge/components/FuzzionSuccessPage'));
const ProductsPage = lazy(() => import('../features/products/components/ProductsPage'));

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

const leaf = (name: RouteName): RouteObject => ({ path: routes[name].path, element: screens[name] ?? <PlaceholderPage /> });
const pagesOf = (layout: Layout) => routeNames.filter((n) => routes[n].layout === layout && !('redirectTo' in routes[n])).map(leaf);

/** Alias routes (/, /login, /forgot-password) forward with the query kept (it may hold a redirect). */
const aliases: RouteObject[] = routeNames.flatMap((name) => {
  const meta = routes[name];
  if (!('redirectTo' in meta) || !isRouteName(meta.redirectTo)) return [];
  const to = pathOf(meta.redirectTo);
  return [{ path: meta.path, element: null, loader: ({ request }) => redirect(to + new URL(request.url).search) }];
});

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      loader: createGuardLoader(queryClient),
      // The guard runs on every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      element: <RootLayout />,
      errorElement: <FailurePage />,
      hydrateFallbackElement: <Splash />,
      children: [
        ...aliases,
        { element: <AppLayout />, children: pagesOf('app') },
        { element: <PublicLayout />, children: pagesOf('public') },
        ...pagesOf('bare'),
        {
          path: '*',
          element: null,
          loader: () => {
            markUnknownPath();
            return redirect(routes.home.path);
          },
        },
      ],
    },
  ]);
}
