import { z } from 'zod/mini';

/**
 * Every error the API sends is `{ code, message }`. The code is stable and doubles as the SPA's
 * i18n key (`errors.<code>`); the message is the specification's English text, for API clients.
 */
export const errorCatalogue = {
  'auth.invalid_credentials': { status: 400, message: 'Invalid username/password.' },
  'auth.too_many_attempts': { status: 429, message: 'Too many attempts. Please try again later.' },
  'auth.captcha_required': { status: 428, message: 'Too many failed attempts for this account. Please confirm you are human, then sign in again.' },
  'auth.weak_password': { status: 403, message: 'Your password is too weak and must be replaced.' },
  'auth.unauthenticated': { status: 401, message: 'You need to sign in first.' },
  'auth.device_id_required': { status: 400, message: 'A valid device-id header is required.' },
  'auth.cross_site_request': { status: 403, message: 'This request came from another website and was refused.' },
  'password.reset_expired': { status: 400, message: 'This password change has expired. Please sign in again.' },
  'password_reset.expired': { status: 400, message: 'This password reset has expired or was already used. Please start again.' },
  'handover.expired': { status: 400, message: 'This sign-in link has expired or was already used. Please sign in.' },
  'mfa.invalid_code': { status: 400, message: 'The code is invalid.' },
  'mfa.flow_expired': { status: 400, message: 'This sign-in attempt has expired. Please sign in again.' },
  'mfa.method_unavailable': { status: 400, message: 'This verification method cannot be used here.' },
  'mfa.resend_too_soon': { status: 429, message: 'Please wait before requesting a new code.' },
  'passkey.invalid': { status: 400, message: 'The passkey could not be verified. Please try again.' },
  'passkey.unavailable': { status: 400, message: 'Passkeys cannot be used on this address.' },
  'passkey.already_registered': { status: 400, message: 'This passkey is already registered.' },
  'passkey.limit_reached': { status: 400, message: 'You have reached the maximum number of passkeys.' },
  'oauth.interaction_expired': { status: 400, message: 'This sign-in request has expired. Go back to the app and start again.' },
  'oauth.invalid_client': { status: 400, message: "Oops. Seems like the partner you're coming from uses an invalid configuration." },
  'federation.failed': { status: 400, message: 'Signing in with Microsoft did not work. Try again, or sign in with your e-mail address.' },
  'federation.no_account': { status: 400, message: 'No account uses the verified e-mail address of this Microsoft account. Sign in with your e-mail address or phone number.' },
  'federation.unlinked': { status: 400, message: 'Sign-in with Microsoft was turned off for this account. Sign in with your e-mail address or phone number.' },
  'federation.only_sign_in': { status: 409, message: 'Your Microsoft account is the only way to sign in to this account, so it cannot be unlinked. Choose a password first, with “Forgot your password?” on the sign-in page.' },
  'mfa.invalid_card': { status: 400, message: 'Your card number is invalid.' },
  'mfa.challenge_expired': { status: 400, message: 'This verification has expired. Please start again.' },
  'mfa.step_up_required': { status: 403, message: 'Please confirm it is you before making this change.' },
  'mfa.last_method': { status: 400, message: 'The last e-mail and the last SMS verification method cannot be deleted.' },
  'mfa.email_duplicated': { status: 422, message: 'This email is already in use, use another.' },
  'mfa.sms_duplicated': { status: 422, message: 'This phone number is already in use, use another.' },
  'mfa.totp_exists': { status: 422, message: 'An authenticator app is already set up. Reset it instead.' },
  'contact.email_taken': { status: 422, message: 'This email is invalid or already used' },
  'contact.phone_taken': { status: 422, message: 'This phone number is invalid or already used' },
  'contact.email_duplicated': { status: 422, message: 'This email is already in use, use another.' },
  'contact.phone_duplicated': { status: 422, message: 'This phone number is already in use, use another.' },
  'contact.switch_failed': { status: 422, message: 'An error occurred during the switch.' },
  'contact.delete_failed': { status: 422, message: 'An error occurred while trying to delete the item.' },
  'contact.expired': { status: 400, message: 'This verification has expired. Please start again.' },
  'validation.invalid': { status: 400, message: 'The information you provided is invalid' },
  'notifications.link_expired': { status: 400, message: 'This link has expired or was already used. If you still think someone else signed in, sign in and change your password.' },
  'recovery.invalid': { status: 400, message: 'The information you provided is invalid' },
  'recovery.expired': { status: 400, message: 'This recovery has expired. Please start again.' },
  'recovery.not_ready': { status: 400, message: 'Your recovery request is not ready yet. Come back when the waiting time is over.' },
  'recovery.link_expired': { status: 400, message: 'This link has expired or was already used.' },
  'onboarding.card_invalid': { status: 422, message: 'Your card number is invalid.' },
  'onboarding.code_invalid': { status: 422, message: 'Your activation code is invalid.' },
  'onboarding.expired': { status: 410, message: 'Your registration expired. Please start again.' },
  'onboarding.incomplete': { status: 409, message: 'Some steps of your registration are not done yet. Please complete them first.' },
  'merge.invalid': { status: 400, message: 'The information you provided is invalid' },
  'merge.expired': { status: 400, message: 'This merge offer has expired. Sign in again to see it.' },
  'merge.cannot_reject': { status: 409, message: "This e-mail address or phone number is your other account's last one, so it cannot be removed from it. Merge the accounts, or add another one to that account first." },
  'captcha.invalid': { status: 400, message: 'We could not confirm you are human. Wait until the check is done, then try again.' },
  // Account merging (docs/merge.md)
  'merge.conflict': { status: 409, message: 'These accounts cannot be merged: both are linked to an account on the same platform. Please contact customer service.' },
  'merge.unavailable': { status: 409, message: 'These accounts can no longer be merged: one of them was already merged or closed.' },
  // Deleting the account (docs/privacy.md)
  'account.merge_in_progress': { status: 409, message: 'A merge of your accounts is under way. Finish or decline it before deleting your account.' },
  'account.recovery_in_progress': { status: 409, message: 'A recovery request for your account is waiting. Cancel it with the link we sent you before deleting your account.' },
  'account.client_area_notice': { status: 409, message: 'Please confirm you have read what happens to your company’s records in the client area.' },
  'account.closed': { status: 403, message: 'This account is closed and will be erased. You can restore it until then.' },
  'account.restore_expired': { status: 400, message: 'This restore link has expired or was already used. Sign in with your password to restore your account.' },
  // Support desk (docs/support.md)
  'support.identity_mismatch': { status: 422, message: 'The card number or national register number does not match this person. Nothing was changed.' },
  'not_found': { status: 404, message: 'Not found.' },
  'site.maintenance': { status: 503, message: 'The portal is under maintenance. Please try again later.' },
  /** The database cannot be reached for now (restarting, stopped): the same request may succeed in a moment. */
  'service.unavailable': { status: 503, message: 'The service is temporarily unavailable. Please try again in a moment.' },
  'server.error': { status: 500, message: 'An error has occurred. Please try again later.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Field-level problems for `validation.invalid`: path joined with dots, and a code. */
  fields: z.optional(z.array(z.object({ path: z.string(), code: z.string() }))),
  /** For `mfa.resend_too_soon`: seconds until a new code may be sent. */
  resend_in: z.optional(z.int()),
  /** For `recovery.not_ready`: when the recovery request may be completed (epoch ms). */
  ready_at: z.optional(z.int()),
  /** For `account.closed` after the right password: the one-time restore payload (this device only) and when the account is erased (epoch ms). */
  restore: z.optional(z.string()),
  erase_at: z.optional(z.int()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
