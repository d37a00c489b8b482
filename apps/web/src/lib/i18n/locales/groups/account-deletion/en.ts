import type { Texts } from '../../../textTypes';

/**
 * Texts of deleting one's account (/security/delete-account, /account/deleted, /account/restore).
 * English is the source; the other languages are typed against it (AccountDeletionTexts).
 */
export const enAccountDeletion = {
  accountDeletion: {
    intro: 'Your account is closed at once and erased for good after 14 days. Read what this means before you confirm.',
    cancel: 'Keep my account',
    clientArea: {
      title: 'Before you go: the client area',
      text: 'Your account also signs you in to the client area. Deleting it erases your personal account here, but the client area keeps your company’s own records (orders, invoices, contracts and the people your company manages), as your company’s contract with us requires.',
      contact: 'To change or remove those records, contact your company’s administrator or our customer service.',
      acknowledge: 'I understand that the client area keeps my company’s records',
      continue: 'Continue',
    },
    what: {
      title: 'What happens',
      closed: 'Your account is closed at once: you are signed out everywhere and nobody can sign in to it.',
      apps: 'Partner apps you signed in to lose their access, and their sessions end.',
      cards: 'Your cards stay with their issuer: their balance and use do not change, they are just no longer linked to this account.',
      clientArea: 'The client area is told that your account is closed.',
      erased: 'After {{days}} days your account and everything in it are erased for good. Only an anonymous record of security events is kept.',
      restore: 'Until then you can restore it, with the link in the e-mail we send you or by signing in with your password.',
    },
    confirm: {
      label: 'Type {{word}} to confirm',
      hint: 'Upper or lower case, as you like.',
      submit: 'Delete my account',
    },
    done: {
      title: 'Your account is closed',
      erased: 'It will be erased for good on {{date}}.',
      erasedLater: 'It will be erased for good in 14 days.',
      signedOut: 'You are signed out on every device, and partner apps no longer have access.',
      restore: 'Changed your mind? Until then, restore it with the link in the e-mail we sent you, or sign in with your password.',
      signIn: 'Go to sign-in',
    },
    restorePage: {
      title: 'Restore your account',
      intro: 'Your account is closed and waiting to be erased. Restore it to keep it: you can then sign in as before.',
      confirm: 'Restore my account',
      busy: 'Restoring your account…',
      doneTitle: 'Your account is restored',
      done: 'It will not be erased. Sign in as before.',
      failedTitle: 'The account could not be restored',
      missingTitle: 'This link is incomplete',
      missing: 'Open the link from the e-mail again, or sign in with your password to restore your account.',
      signIn: 'Go to sign-in',
    },
  },
};

export type AccountDeletionTexts = Texts<typeof enAccountDeletion>;
