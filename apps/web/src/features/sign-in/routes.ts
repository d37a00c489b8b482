import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The sign-in feature's pages, by route name: loaded with their route, with the texts they show. */
export const signInRoutes = {
  'login.email': screen(() => import('./components/LoginPage'), [], { method: 'email' }),
  'login.phone': screen(() => import('./components/LoginPage'), [], { method: 'phone' }),
  'mfa-totp-recovery': screen(() => import('./components/TotpRecoveryPage'), ['mfa']),
  'weak-password': screen(() => import('./components/WeakPasswordPage'), ['password']),
} satisfies FeatureRoutes;

/** The login's screens at /mfa and /mfa/methods, addresses it shares with the step-up and onboarding (app/pages). */
export const loginCodeScreen = screen(() => import('./components/LoginCodePage'), ['mfa']);
export const loginMethodsScreen = screen(() => import('./components/LoginMethodsPage'), ['mfa', 'recovery']);

/** The hand-over's confirmation screen: main.tsx draws it before any router exists (a hash login). */
export const loadHandoverScreen = () => import('./handover/HandoverScreen');
