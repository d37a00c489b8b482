/**
 * Account merging ("fuzzion", docs/merge.md). Other code uses this module through this file only.
 */
export { mergeAccounts, mergeSteps, type MergeOptions, type MergeStep } from './merge-accounts';
export type { MergeSummary } from './summary';
export { offerMerge, offerMergeOfClaim, otherAccountUsing } from './detect';
export type { MergeData, MergeMatch } from './detect';
