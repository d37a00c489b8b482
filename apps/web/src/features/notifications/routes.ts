import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The notifications feature's pages, by route name: loaded with their route, with the texts they show. */
export const notificationsRoutes = {
  notifications: screen(() => import('./components/NotificationsPage'), ['notifications']),
  'secure-account': screen(() => import('./components/SecureAccountPage'), ['notifications']),
} satisfies FeatureRoutes;
