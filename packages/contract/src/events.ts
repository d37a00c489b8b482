/**
 * What the security event log records: one type per thing a person may want to see in their
 * security history. The history screen translates each type (`events.<type>`).
 */
export const securityEventTypes = [
  // Signing in
  'signed_in',
  'sign_in_failed',
  'locked_out',
  'captcha_required',
  'code_sent',
  'totp_replayed',
  'second_factor_failed',
  'session_ended',
  // MFA changes
  'method_added',
  'method_edited',
  'method_deleted',
  'enrollment_cancelled',
  'primary_switched',
  'totp_reset',
  'recovery_regenerated',
  'recovery_key_used',
  'device_trusted',
  'device_revoked',
  'step_up_granted',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  // Profile and contact details
  'profile_updated',
  'contact_added',
  'contact_deleted',
  'contact_primary_switched',
  // Third-party access
  'consent_granted',
  'consent_revoked',
  // Banking
  'iban_changed',
  'iban_change_cancelled',
  // Devices and sessions (/security/history)
  'device_logged_out',
  'other_sessions_logged_out',
  'session_history_enabled',
  'session_history_disabled',
  // Sign-in with Microsoft: the person unlinked their Microsoft account
  'microsoft_unlinked',
  // The person downloaded their data (docs/privacy.md)
  'data_exported',
  // Password
  'password_changed',
  'password_reset',
  // "This wasn't me" on a new-device notice
  'account_secured',
  // Recovery after losing every second factor (docs/recovery.md)
  'recovery_started',
  'recovery_failed',
  'recovery_requested',
  'recovery_cancelled',
  'recovery_completed',
  // Onboarding (issue 9)
  'account_created',
  'card_activated',
  // Forgotten username: someone listed the account's usernames with its card or national register number
  'usernames_looked_up',
  // Account merging: another account was merged into this one (docs/merge.md)
  'accounts_merged',
  // Account merging: the person declined a merge; the shared addresses left the other account
  'merge_rejected',
  // Support desk (docs/support.md): this staff account searched for a person, with a reason
  'support_search',
  // Support desk: this staff account opened a person's page, or acted on an account, with a reason (detail: action, person, reason)
  'support_person_viewed',
  'support_action',
  // Support desk: this admin changed the desk's partner apps or signing keys, or exported the audit, with a reason (detail: action, reason)
  'support_admin_action',
  // Support desk, in the person's own history: what the support team did to the account (detail: agent, reason)
  'support_sessions_ended',
  'support_limits_lifted',
  'support_verification_resent',
  'support_recovery_cancelled',
  'support_app_revoked',
  'support_second_factor_reset',
  'support_code_used',
  // Deleting the account (GDPR article 17, docs/privacy.md): closed at once, erased after 14 days unless restored
  'account_closed',
  'account_restored',
] as const;

/** What the support desk does to a person's account: each is one event of the person's history (`support_<action>`) and one `support_action` of the agent's. */
export const supportActions = ['sessions_ended', 'limits_lifted', 'verification_resent', 'recovery_cancelled', 'app_revoked', 'second_factor_reset'] as const;
export type SupportAction = (typeof supportActions)[number];

/** What admins do from the console (docs/support.md): each is one `support_admin_action` in the admin's own log. */
export const supportAdminActions = ['app_registered', 'app_updated', 'app_removed', 'app_secret_rotated', 'keys_rotated', 'audit_exported'] as const;
export type SupportAdminAction = (typeof supportAdminActions)[number];

export type SecurityEventType = (typeof securityEventTypes)[number];
