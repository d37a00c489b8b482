/** The mfa-setup feature as other features use it; everything else in this folder is private. */
export type { RecoveryKeysState } from './components/RecoveryKeysPage';
