/**
 * What the recovery-keys page (mfa-setup) is shown with after new keys were made: handed over in the
 * navigation state only, so the keys never touch browser storage.
 */
export interface RecoveryKeysState {
  keys: string[];
  toast?: 'totpAdded' | 'totpEdited' | 'regenerated';
}
