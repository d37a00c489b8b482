import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The profile feature's pages, by route name: loaded with their route, with the texts they show. */
export const profileRoutes = {
  profile: screen(() => import('./components/ProfilePage'), ['banking', 'profile']),
  'edit-info': screen(() => import('./components/EditInfoPage'), ['profile']),
  'edit-credentials': screen(() => import('./components/EditCredentialsPage'), ['profile']),
} satisfies FeatureRoutes;
