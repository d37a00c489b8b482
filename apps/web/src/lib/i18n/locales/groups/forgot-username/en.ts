import type { Texts } from '../../../textTypes';

/**
 * Texts of the forgotten-username screens (/forgot-username, /forgot-username-response).
 * English is the source; the other languages are typed against it (ForgotUsernameTexts).
 */
export const enForgotUsername = {
  forgotUsername: {
    intro: 'Enter the number of your card or your national register number. We show the e-mail addresses and phone numbers you can sign in with.',
    kindLegend: 'Find my username with',
    kind: {
      card_number: 'Card number',
      national_register_number: 'National register number',
    },
    numberLabel: {
      card_number: 'Your card number',
      national_register_number: 'Your national register number',
    },
    cardHint: '16 digits starting with 5065, as printed on your card.',
    nrnHint: '11 digits, as on the back of your identity card (for example 75.01.01-001.96).',
    captchaIntro: 'To protect this search, your browser solves a short check.',
    submit: 'Find my username',
    backToLogin: 'Back to sign-in',
    found_one: 'You can sign in with this username:',
    found_other: 'You can sign in with one of these usernames:',
    usernameKind: { email: 'E-mail address', phone: 'Phone number' },
    logIn: 'Sign in',
    searchAgain: 'Search with another number',
    noneFound: 'No username found for this card or national register number',
    noneFoundHelp: 'Check the number and try again. If you do not have an account yet, you can create one from the sign-in page.',
    tryAgain: 'Try again',
  },
};

export type ForgotUsernameTexts = Texts<typeof enForgotUsername>;
