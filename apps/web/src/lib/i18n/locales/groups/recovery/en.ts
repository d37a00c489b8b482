import type { Texts } from '../../../textTypes';

/**
 * Texts of the account recovery screens (/account-recovery and its steps) and its error codes.
 * English is the source; the other languages are typed against it (RecoveryTexts).
 */
export const enRecovery = {
  recovery: {
    lostAll: 'I lost access to all my methods',
    identify: {
      intro: 'Lost every way to confirm it is you, and maybe your password too? Recover your account in a few steps. Start with the e-mail address or phone number you sign in with.',
      username: 'E-mail address or phone number',
      usernameHint: 'A phone number with its country code, for example +32 470 12 34 56.',
      captcha: 'Your browser first solves a short check, so that nobody can try addresses in bulk.',
      waiting: 'Checking your browser…',
      submit: 'Continue',
      backToLogin: 'Back to sign-in',
    },
    options: {
      intro: 'How can you show that the account is yours? Choose the first one that applies to you.',
      key: { title: 'I have a recovery key', text: 'One of the keys you saved when you set up your authenticator app.' },
      card: { title: 'I have my card and my national register number', text: 'The 16-digit number of your card and the 11-digit number on your Belgian identity card.' },
      request: { title: 'I have none of these', text: 'Ask for a recovery that takes 72 hours. Every e-mail address and phone number of the account is told and can cancel it.' },
      restart: 'Use another e-mail address or phone number',
    },
    key: {
      intro: 'Enter one of your unused recovery keys and choose a new password. The key will no longer work afterwards.',
      label: 'Recovery key',
      hint: 'For example ABCDE-FGHJK.',
    },
    card: {
      intro: 'Enter your card number and your national register number, then choose a new password. Both must match the account.',
      cardNumber: 'Card number',
      cardHint: '16 digits, starting with 5065.',
      nationalRegisterNumber: 'National register number',
      nrnHint: '11 digits, for example 85.07.30-033.28.',
    },
    request: {
      intro: 'Without a recovery key or your card, we can still recover your account, after a waiting time that protects you against someone pretending to be you.',
      steps: {
        tell: 'We tell every e-mail address and phone number of the account at once. Whoever reads them can cancel the request with one click.',
        wait: 'After 72 hours without a cancellation, you come back here and choose a new password.',
        code: 'You get a request code. It is shown once and kept in this browser: write it down if you may come back on another device.',
      },
      submit: 'Ask for a recovery in 72 hours',
    },
    wait: {
      codeTitle: 'Your request code',
      codeIntro: 'Write it down now: it is shown only this once. This browser also remembers it for you.',
      copy: 'Copy the code',
      copied: 'Code copied.',
      pending: 'Your request is waiting. You can choose a new password from {{date}}, unless someone cancels it from one of the account’s e-mail addresses or phone numbers.',
      ready: 'The waiting time is over. Choose a new password to recover your account.',
      cancelledHint: 'A request that was cancelled from one of the account’s e-mail addresses or phone numbers no longer works.',
      enterCode: 'Enter the request code you received when you asked for the recovery.',
      codeLabel: 'Request code',
      useCode: 'Continue',
      forget: 'Forget this request',
    },
    cancel: {
      busy: 'Cancelling the recovery request…',
      doneTitle: 'Recovery request cancelled',
      done: 'Nobody can use this request any more. If you did not ask for it, your account stays safe; you may want to change your password.',
      failedTitle: 'This link no longer works',
      missingTitle: 'Nothing to cancel',
      missing: 'This page opens from the link in our message about a recovery request.',
      signIn: 'Sign in',
    },
    expired: {
      title: 'This recovery has expired',
      text: 'For your safety, a recovery must be finished within 30 minutes, on the device where it started. Please start again.',
      restart: 'Start again',
    },
    submit: 'Recover my account',
    back: 'Choose another way',
  },
};

export type RecoveryTexts = Texts<typeof enRecovery>;
