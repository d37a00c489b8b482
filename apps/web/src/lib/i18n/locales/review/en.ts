import type { Texts } from '../../textTypes';

/**
 * Texts of the design-review fixes: the short tab bar labels, the consent screen's account line,
 * the confirmations before revoking an app or regenerating recovery keys, the partner app's name
 * on the login. English is the source; the other languages are typed against it (ReviewTexts).
 */
export const enReview = {
  review: {
    /** The phone tab bar: a fifth of the screen each, so shorter than the sidebar's labels. */
    tabs: {
      dashboard: 'Dashboard',
      profile: 'Profile',
      security: 'Security',
      access: 'Access',
      notifications: 'Alerts',
    },
    consent: {
      signedInAs: 'Signed in as {{name}}',
      switchAccount: 'Not you? Use another account',
    },
    confirm: {
      cancel: 'Cancel',
      revoke: {
        title: 'Revoke access for {{app}}?',
        text: '{{app}} can no longer use your account. To use it again, you will have to allow it again.',
        action: 'Revoke access',
      },
      regenerate: {
        title: 'Create new recovery keys?',
        text: 'Your current recovery keys stop working at once, also the ones you saved or printed.',
        action: 'Create new keys',
      },
    },
    login: {
      continueTo: 'Sign in to continue to {{app}}',
    },
  },
};

export type ReviewTexts = Texts<typeof enReview>;
