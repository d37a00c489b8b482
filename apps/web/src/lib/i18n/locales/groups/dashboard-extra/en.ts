import type { Texts } from '../../../textTypes';

/**
 * Texts of the dashboard's "worth a look" list, the reminder before forced MFA, the partner website
 * chooser and the card activation modal. English is the source; the other languages are typed
 * against it.
 */
export const enDashboardExtra = {
  dashboardExtra: {
    attention: {
      title: 'Worth a look',
      mfaMissing: {
        title: 'Add a second step to your sign-in',
        text: 'Only your password protects your account. With a verification method, a stolen password is not enough to get in.',
        action: 'Add a verification method',
      },
      recoveryKeysLow: {
        title: 'Your recovery keys are running out',
        text_one: 'You have {{count}} unused recovery key left. Create new ones before you need them.',
        text_other: 'You have {{count}} unused recovery keys left. Create new ones before you need them.',
        none: 'You have no unused recovery keys. Without them you cannot sign in if you lose your authenticator app.',
        action: 'Create new recovery keys',
      },
      newDevice: {
        title: 'A new device signed in',
        text: '{{device}} signed in for the first time on {{date}}. If that was not you, sign it out and change your password.',
        several: '{{count}} devices signed in for the first time in the last 7 days. If one of them was not you, sign it out and change your password.',
        unknown: 'An unknown device',
        action: 'Review your devices',
      },
    },
    mfaReminder: {
      title: 'Two-step verification becomes mandatory on {{date}}',
      text: 'From that day, signing in asks for a second step: a code sent to your phone or e-mail address. Set it up now, it takes two minutes.',
      action: 'Set it up now',
      dismiss: 'Remind me next week',
    },
    partners: {
      title: 'Partner websites',
      toggle: 'Go to a partner website',
      names: { clientarea: 'Client area', deals: 'Dealzz', fridom: 'Fridom', voucherholder: 'MyMonizze', myup: 'MyUp' },
    },
    activation: {
      open: 'Activate a new card',
      heading: 'Received a new card?',
      lead: 'Activate it here: we check that it is yours with a code, then it is linked to this account.',
      title: 'Activate a new card',
      intro: 'Enter the number of your new card. We then send you a verification code to confirm that it is you.',
      cardLabel: 'Card number',
      cardHint: '16 digits, starting with 5065.',
      cardEnding: 'Card ending in {{last4}}',
      sent: 'We sent a code to {{target}}. It is valid for 10 minutes.',
      next: 'Next',
      cancel: 'Cancel',
    },
  },
};

export type DashboardExtraTexts = Texts<typeof enDashboardExtra>;
