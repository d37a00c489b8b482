import type { NotificationKind } from '@portal/contract/notifications';

/**
 * Texts of the notifications page and the "This wasn't me" screen (/secure-account).
 * English is the source; the other languages are typed against it (NotificationTexts).
 */
export const enNotifications = {
  notifications: {
    intro: 'Changes to your account’s security and sign-ins from new devices, newest first. We also send each one to your e-mail address.',
    listLabel: 'Security notifications',
    empty: 'No notifications yet. We will tell you here when something changes in your account’s security.',
    unread: 'New',
    device: 'From {{device}}',
    unknownDevice: 'an unknown device',
    reported: 'You reported this sign-in. Your account was secured.',
    notMe: 'This wasn’t me',
    notMeLabel: 'This wasn’t me: secure my account after the sign-in of {{time}}',
    kinds: {
      new_device: 'New sign-in from a device your account had not used before',
      password_changed: 'Your password was changed',
      password_reset: 'Your password was reset',
      microsoft_unlinked: 'Your Microsoft account was unlinked',
      data_exported: 'A copy of your data was downloaded',
      support_sessions_ended: 'Support ended your sessions',
      support_limits_lifted: 'Support lifted your sign-in limits',
      support_verification_resent: 'Support sent you a new verification code',
      support_recovery_cancelled: 'Support cancelled your recovery request',
      support_app_revoked: "Support removed a partner app's access",
      support_second_factor_reset: 'Support reset your two-step verification and sent you a support code',
      accounts_merged: 'Two of your accounts were merged',
      contact_changed: 'Your e-mail addresses or phone numbers were changed',
      iban_changed: 'Your bank account (IBAN) was changed',
      iban_change_cancelled: 'The pending change of your IBAN was cancelled',
      method_added: 'A two-step verification method was added',
      method_edited: 'A two-step verification method was changed',
      method_deleted: 'A two-step verification method was removed',
      primary_switched: 'Your main two-step verification method was changed',
      totp_reset: 'Your authenticator app was reset',
      recovery_regenerated: 'New recovery keys were created',
      passkey_added: 'A passkey was added',
      passkey_renamed: 'A passkey was renamed',
      passkey_removed: 'A passkey was removed',
      totp_replayed: 'A sign-in with an already used authenticator code was refused',
    } satisfies Record<NotificationKind, string>,
  },
  secureAccount: {
    title: 'Secure your account',
    intro: 'Did someone else sign in to your account? Securing it stops them right away:',
    steps: {
      sessions: 'every session is signed out, on every device (this one too);',
      devices: 'devices that could skip two-step verification must use it again;',
      apps: 'partner apps lose their access to your account until you approve them again;',
      reset: 'we e-mail you a link to choose a new password, confirmed with your second factor.',
    },
    confirm: 'Secure my account',
    cancel: 'It was me',
    doneTitle: 'Your account is secured',
    done: 'We signed your account out everywhere ({{sessions}} sessions), removed {{devices}} trusted devices and revoked {{apps}} partner apps.',
    resetSent: 'Check your e-mail: the link to choose a new password works once, for 60 minutes, and asks for your second factor. Until then, your password must be considered known to someone else.',
    noEmail: 'Your account has no e-mail address to send a reset link to. Use “Forgot password” to choose a new password.',
    forgotPassword: 'Forgot password',
    signIn: 'Sign in',
    missingTitle: 'This link is incomplete',
    missing: 'Open the link from the e-mail again, in full. If you are signed in, you can also use “This wasn’t me” on the notifications page.',
    failedTitle: 'This link no longer works',
  },
};

export type NotificationTexts = typeof enNotifications;
