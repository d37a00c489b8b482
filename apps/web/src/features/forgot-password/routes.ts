import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The forgot-password feature's pages, by route name: loaded with their route, with the texts they show. */
export const forgotPasswordRoutes = {
  'forgot-password.email': screen(() => import('./components/ForgotPasswordPage'), ['forgot-password'], { key: 'email', method: 'email' }),
  'forgot-password.phone': screen(() => import('./components/ForgotPasswordPage'), ['forgot-password'], { key: 'phone', method: 'phone' }),
  'forgot-password-sent': screen(() => import('./components/ForgotPasswordSentPage'), ['forgot-password', 'mfa']),
  'reset-password': screen(() => import('./components/ResetPasswordPage'), ['forgot-password', 'mfa', 'password', 'recovery']),
  'reset-password-confirmed': screen(() => import('./components/ResetPasswordConfirmedPage'), ['forgot-password']),
} satisfies FeatureRoutes;
