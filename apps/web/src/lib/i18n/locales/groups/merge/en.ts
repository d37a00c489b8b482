import type { Texts } from '../../../textTypes';

/**
 * Texts of the account-merge screens (/duplicated and its steps, /fuzzion-success).
 * English is the source; the other languages are typed against it (MergeTexts).
 */
export const enMerge = {
  merge: {
    platform: {
      clientarea: 'Client area',
      mymonizze: 'Employee area',
      fridom: 'Fridom',
      default: 'Voucher account',
    },
    kind: { email: 'E-mail address', phone: 'Phone number' },
    offer: {
      intro: 'Another account uses the same e-mail address or phone number as yours. These are its matching details:',
      introTarget: 'Another account also uses {{target}}. These are its matching details:',
      explain: 'If both accounts are yours, merge them: you keep one account with your current password for all your e-mail addresses and phone numbers, and see every platform on your dashboard.',
      accept: 'Merge my accounts',
      decline: 'This is not my account',
      declineHint: 'Declining removes the shared e-mail address or phone number from the other account.',
      ignore: 'Ignore for now',
    },
    proof: {
      title: 'Show that the other account is yours',
      intro: 'Enter the card number of the other account, or the password you use on the other platform.',
      legend: 'How do you want to prove it?',
      kind: { card: 'With my card number', password: 'With my password on the other platform' },
      cardNumber: 'Card number',
      cardHint: '16 digits starting with 5065, as printed on your card.',
      password: 'Password of the other platform',
      passwordHint: 'The password you sign in with on the other platform, not the one of this account.',
      captcha: 'Too many failed attempts. Your browser solves a short check before you try again.',
      submit: 'Continue',
    },
    methods: {
      title: 'Where should we send the code?',
      intro: 'We send an 8-digit code to an e-mail address or phone number of the other account.',
      none: 'The other account has no e-mail address or phone number to send a code to. Please contact support.',
    },
    code: { submit: 'Merge the accounts' },
    rejected: {
      title: 'Accounts not merged',
      text: 'The shared e-mail address or phone number has been removed from the other account.',
      told: 'We let the owner of the other account know. Your account has not changed.',
    },
    failed: {
      text: 'A technical error occurred during the merging of the accounts.',
      later: 'Please try again later.',
      toPlatform: {
        clientarea: 'Go to the client area',
        mymonizze: 'Go to the employee area',
        fridom: 'Go to Fridom',
        default: 'Go to my account',
      },
    },
    success: {
      text: 'Your accounts have been merged.',
      primaryEmail: 'Primary e-mail address',
      otherEmails: 'Secondary e-mail addresses',
      primaryPhone: 'Primary phone number',
      otherPhones: 'Secondary phone numbers',
      none: 'None',
      password: 'From now on, your current password applies to all of these.',
      dashboard: 'Go to my dashboard',
    },
    mfa: {
      title: 'One more step: secure your merged account',
      intro: 'Your merged account needs these verification methods. Set them up now; you will then see your merged details.',
      setUp: 'Set up my verification methods',
      later: 'Later',
    },
    back: 'Back',
    continue: 'Continue',
  },
};

export type MergeTexts = Texts<typeof enMerge>;
