import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The consent feature's pages, by route name: loaded with their route, with the texts they show. */
export const consentRoutes = {
  approve: screen(() => import('./components/ApprovePage')),
} satisfies FeatureRoutes;
