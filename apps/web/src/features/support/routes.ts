import { screen, type FeatureRoutes } from '../../lib/routes/page';

/**
 * The support desk's pages (issue 37): each a bundle of its own, loaded with its route, so that
 * nothing of the desk reaches a card holder's first visit. The person's page shows the history's
 * texts (`events.<type>`), which are the devices group's.
 */
export const supportRoutes = {
  support: screen(() => import('./components/SearchPage'), ['support']),
  'support.person': screen(() => import('./components/PersonPage'), ['support', 'devices']),
  'support.audit': screen(() => import('./components/admin/AuditPage'), ['support']),
  'support.apps': screen(() => import('./components/admin/AppsPage'), ['support']),
  'support.keys': screen(() => import('./components/admin/KeysPage'), ['support']),
  'support.agents': screen(() => import('./components/admin/AgentsPage'), ['support']),
} satisfies FeatureRoutes;
