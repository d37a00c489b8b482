/** Deleting one's account (GDPR article 17, docs/privacy.md): closing, restoring, the erasure sweep. Other code uses this file only. */
export { accountDeletionRoutes } from './routes';
export { restoreOffer } from './restore';
export { eraseAccount, sweepErasures, type ErasureOutcome } from './erase';
export { erasureSweeps, type ErasureSweeps } from './timer';
