import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The password feature's pages, by route name: loaded with their route, with the texts they show. */
export const passwordRoutes = {
  'edit-password': screen(() => import('./components/EditPasswordPage'), ['password']),
} satisfies FeatureRoutes;
