import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The oauth-error feature's pages, by route name: loaded with their route, with the texts they show. */
export const oauthErrorRoutes = {
  'oauth-error': screen(() => import('./components/OAuthErrorPage')),
} satisfies FeatureRoutes;
