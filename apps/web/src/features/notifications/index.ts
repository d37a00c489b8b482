/** The notifications feature as other features use it; everything else in this folder is private. */
export type { SecureAccountState } from './secureSource';
