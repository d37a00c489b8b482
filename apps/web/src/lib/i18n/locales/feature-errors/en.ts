import type { Texts } from '../../textTypes';

/**
 * The error texts of the account screens' features (errors.contact, errors.recovery, errors.merge):
 * the core texts hold them, since any screen may show an error. English is the source; the other
 * languages are typed against it.
 */
export const enContactErrors = {
  email_taken: 'This email is invalid or already used',
  phone_taken: 'This phone number is invalid or already used',
  email_duplicated: 'This email is already in use, use another.',
  phone_duplicated: 'This phone number is already in use, use another.',
  switch_failed: 'An error occurred during the switch.',
  delete_failed: 'An error occurred while trying to delete the item.',
  expired: 'This verification has expired. Please start again.',
};

export const enRecoveryErrors = {
  invalid: 'The information you provided is invalid',
  expired: 'This recovery has expired. Please start again.',
  not_ready: 'Your recovery request is not ready yet. Come back when the waiting time is over.',
  link_expired: 'This link has expired or was already used.',
};

export const enMergeErrors = {
  conflict: 'These accounts cannot be merged: both are linked to an account on the same platform. Please contact customer service.',
  unavailable: 'These accounts can no longer be merged: one of them was already merged or closed.',
  invalid: 'The information you provided is invalid',
  expired: 'This merge offer has expired. Sign in again to see it.',
  cannot_reject: "This e-mail address or phone number is your other account's last one, so it cannot be removed from it. Merge the accounts, or add another one to that account first.",
};

export type ContactErrorTexts = Texts<typeof enContactErrors>;
export type RecoveryErrorTexts = Texts<typeof enRecoveryErrors>;
export type MergeErrorTexts = Texts<typeof enMergeErrors>;
