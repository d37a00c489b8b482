import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The maintenance feature's pages, by route name: loaded with their route, with the texts they show. */
export const maintenanceRoutes = {
  maintenance: screen(() => import('./MaintenancePage')),
} satisfies FeatureRoutes;
