import type { ForgotUsernameTexts } from './en';

export const deForgotUsername: ForgotUsernameTexts = {
  forgotUsername: {
    intro: 'Geben Sie die Nummer Ihrer Karte oder Ihre Nationalregisternummer ein. Wir zeigen die E-Mail-Adressen und Telefonnummern, mit denen Sie sich anmelden können.',
    kindLegend: 'Meinen Benutzernamen finden mit',
    kind: {
      card_number: 'Kartennummer',
      national_register_number: 'Nationalregisternummer',
    },
    numberLabel: {
      card_number: 'Ihre Kartennummer',
      national_register_number: 'Ihre Nationalregisternummer',
    },
    cardHint: '16 Ziffern, beginnend mit 5065, wie auf Ihrer Karte aufgedruckt.',
    nrnHint: '11 Ziffern, wie auf der Rückseite des belgischen Personalausweises (zum Beispiel 75.01.01-001.96).',
    captchaIntro: 'Zum Schutz dieser Suche führt Ihr Browser eine kurze Prüfung durch.',
    submit: 'Meinen Benutzernamen finden',
    backToLogin: 'Zurück zur Anmeldung',
    found_one: 'Sie können sich mit diesem Benutzernamen anmelden:',
    found_other: 'Sie können sich mit einem dieser Benutzernamen anmelden:',
    usernameKind: { email: 'E-Mail-Adresse', phone: 'Telefonnummer' },
    logIn: 'Anmelden',
    searchAgain: 'Mit einer anderen Nummer suchen',
    noneFound: 'Kein Benutzername für diese Karten- oder Nationalregisternummer gefunden',
    noneFoundHelp: 'Prüfen Sie die Nummer und versuchen Sie es erneut. Wenn Sie noch kein Konto haben, können Sie auf der Anmeldeseite eines erstellen.',
    tryAgain: 'Erneut versuchen',
  },
};
