import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The security feature's pages, by route name: loaded with their route, with the texts they show. */
export const securityRoutes = {
  security: screen(() => import('./components/SecurityPage'), ['devices', 'mfa']),
  'mfa-edit': screen(() => import('./components/MfaEditPage'), ['mfa']),
  'edit-recovery': screen(() => import('./components/EditRecoveryPage'), ['mfa']),
} satisfies FeatureRoutes;
