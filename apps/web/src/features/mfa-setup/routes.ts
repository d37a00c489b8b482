import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The mfa-setup feature's pages, by route name: loaded with their route, with the texts they show. */
export const mfaSetupRoutes = {
  'setup-mfa': screen(() => import('./components/SetupIntroPage'), ['mfa']),
  'setup-mfa-selection': screen(() => import('./components/SelectionPage'), ['mfa']),
  'setup-mfa-email': screen(() => import('./components/TargetStepPage'), ['mfa'], { key: 'email', kind: 'email' }),
  'setup-mfa-phone': screen(() => import('./components/TargetStepPage'), ['mfa'], { key: 'sms', kind: 'sms' }),
  'setup-mfa-confirmation': screen(() => import('./components/SetupConfirmationPage'), ['mfa']),
  'setup-mfa-success': screen(() => import('./components/SetupSuccessPage'), ['mfa']),
  'setup-mfa-totp': screen(() => import('./components/TotpSetupPage'), ['mfa']),
  'setup-totp-success': screen(() => import('./components/RecoveryKeysPage'), ['mfa']),
  'totp-success-redirect': screen(() => import('./components/TotpRedirectPage')),
} satisfies FeatureRoutes;
