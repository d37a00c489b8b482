import { screen, type FeatureRoutes } from '../../lib/routes/page';

/** Deleting one's account (docs/privacy.md): the page behind a step-up, its confirmation, the restore link's page. */
export const accountDeletionRoutes = {
  'delete-account': screen(() => import('./components/DeleteAccountPage'), ['account-deletion']),
  'account-deleted': screen(() => import('./components/AccountDeletedPage'), ['account-deletion']),
  'account-restore': screen(() => import('./components/RestorePage'), ['account-deletion']),
} satisfies FeatureRoutes;
