/** Deleting one's account (GDPR article 17, docs/privacy.md): closing (and the restore route; restoring is modules/account-restore), the erasure sweep. Other code uses this file only. */
export { accountDeletionRoutes } from './routes';
export { eraseAccount, sweepErasures, type ErasureOutcome } from './erase';
export { erasureSweeps, type ErasureSweeps } from './timer';
