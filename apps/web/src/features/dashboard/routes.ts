import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The dashboard feature's pages, by route name: loaded with their route, with the texts they show. */
export const dashboardRoutes = {
  'user-dashboard': screen(() => import('./components/DashboardPage'), ['dashboard-extra', 'devices', 'onboarding']),
} satisfies FeatureRoutes;
