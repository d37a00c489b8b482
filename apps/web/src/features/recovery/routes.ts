import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** The recovery feature's pages, by route name: loaded with their route, with the texts they show. */
export const recoveryRoutes = {
  'account-recovery': screen(() => import('./components/IdentifyPage'), ['recovery']),
  'account-recovery.options': screen(() => import('./components/OptionsPage'), ['recovery']),
  'account-recovery.key': screen(() => import('./components/KeyPage'), ['password', 'recovery']),
  'account-recovery.card': screen(() => import('./components/CardPage'), ['password', 'recovery']),
  'account-recovery.request': screen(() => import('./components/RequestPage'), ['recovery']),
  'account-recovery.wait': screen(() => import('./components/WaitPage'), ['password', 'recovery']),
  'account-recovery.cancel': screen(() => import('./components/CancelPage'), ['recovery']),
} satisfies FeatureRoutes;
