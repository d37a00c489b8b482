import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The forgot-username feature's pages, by route name: loaded with their route, with the texts they show. */
export const forgotUsernameRoutes = {
  'forgot-username': screen(() => import('./components/ForgotUsernamePage'), ['forgot-username']),
  'forgot-username-response': screen(() => import('./components/ForgotUsernameResponsePage'), ['forgot-username']),
} satisfies FeatureRoutes;
