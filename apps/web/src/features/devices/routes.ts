import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The devices feature's pages, by route name: loaded with their route, with the texts they show. */
export const devicesRoutes = {
  history: screen(() => import('./components/HistoryPage'), ['devices']),
} satisfies FeatureRoutes;
