import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The access feature's pages, by route name: loaded with their route, with the texts they show. */
export const accessRoutes = {
  'user-access': screen(() => import('./components/AccessPage')),
} satisfies FeatureRoutes;
