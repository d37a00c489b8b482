import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The partner feature's pages, by route name: loaded with their route, with the texts they show. */
export const partnerRoutes = {
  partner: screen(() => import('./components/PartnerPage')),
} satisfies FeatureRoutes;
