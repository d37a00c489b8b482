import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The merge feature's pages, by route name: loaded with their route, with the texts they show. */
export const mergeRoutes = {
  duplicated: screen(() => import('./components/DuplicatedPage'), ['merge', 'mfa']),
  'fuzzion-success': screen(() => import('./components/FuzzionSuccessPage'), ['merge']),
} satisfies FeatureRoutes;

/** /mfa/methods?isFuzzion=true: the methods a merged account still needs (an address the sign-in shares). */
export const fuzzionMethodsScreen = screen(() => import('./components/FuzzionMethodsPage'), ['merge', 'mfa']);
