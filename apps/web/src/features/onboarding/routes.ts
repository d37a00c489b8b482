import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The onboarding feature's pages, by route name: loaded with their route, with the texts they show. */
export const onboardingRoutes = {
  onboarding: screen(() => import('./components/StartPage'), ['onboarding']),
  'onboarding.card': screen(() => import('./components/CardPage'), ['onboarding']),
  'onboarding.existingCard': screen(() => import('./components/ExistingCardPage'), ['onboarding']),
  'onboarding.code': screen(() => import('./components/CodePage'), ['onboarding']),
  'onboarding.welcome': screen(() => import('./components/WelcomePage'), ['onboarding']),
  'onboarding.terms-conditions': screen(() => import('./components/TermsPage'), ['onboarding']),
  'onboarding.create': screen(() => import('./components/CreatePage'), ['onboarding']),
  'onboarding.email-verification': screen(() => import('./components/EmailVerificationPage'), ['onboarding']),
  'onboarding-mfa': screen(() => import('./components/ActivationCodePage'), ['mfa', 'onboarding']),
  'onboarding.phone-verification': screen(() => import('./components/PhoneVerificationPage'), ['onboarding']),
  'onboarding.password': screen(() => import('./components/PasswordPage'), ['onboarding', 'password']),
  'onboarding.confirmation': screen(() => import('./components/ConfirmationPage'), ['onboarding']),
} satisfies FeatureRoutes;

/** /mfa?isActivation=true: the same confirmation as /onboarding-mfa, at an address the sign-in shares. */
export const activationCodeScreen = onboardingRoutes['onboarding-mfa'];
