/** The merge feature as other features use it; everything else in this folder is private. */
export { offerMerge } from './offer';
export type { MergeOffer } from './offer';
export { mergeOffer } from './flowState';
