import type { ForgotPasswordTexts } from './en';

export const deForgotPassword: ForgotPasswordTexts = {
  forgotPassword: {
    introEmail: 'Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden. Wir senden Ihnen einen Code, um ein neues Passwort zu wählen.',
    introPhone: 'Geben Sie die Telefonnummer ein, mit der Sie sich anmelden. Wir senden Ihnen per SMS einen Code, um ein neues Passwort zu wählen.',
    submit: 'Code senden',
    withPhone: 'Stattdessen meine Telefonnummer verwenden',
    withEmail: 'Stattdessen meine E-Mail-Adresse verwenden',
    backToLogin: 'Zurück zur Anmeldung',
    startAgain: 'Neu beginnen',
    expiredTitle: 'Diese Anfrage gilt nicht mehr',
    sent: {
      introEmail: 'Wenn ein Konto diese Adresse verwendet, haben wir einen 8-stelligen Code per E-Mail gesendet an:',
      introSms: 'Wenn ein Konto diese Nummer verwendet, haben wir einen 8-stelligen Code per SMS gesendet an:',
      recipients: 'Wohin der Code gesendet wurde',
      submit: 'Weiter',
      noCode: 'Kein Code erhalten? Fordern Sie einen neuen an:',
      byEmail: 'Per E-Mail',
      bySms: 'Per SMS',
      resendIn: 'Sie können in {{seconds}} s einen neuen Code anfordern.',
      resent: 'Ein neuer Code wurde an {{recipient}} gesendet.',
    },
    factor: {
      title: 'Bestätigen Sie, dass Sie es sind',
      intro: 'Ihr Konto hat eine weitere Bestätigungsmethode. Bestätigen Sie damit, dass Sie es sind, bevor Sie ein neues Passwort wählen.',
      other: 'Andere Methode verwenden',
    },
    password: {
      intro: 'Wählen Sie ein Passwort, das Sie nirgendwo sonst verwenden. Alle bei Ihrem Konto angemeldeten Geräte werden abgemeldet.',
      submit: 'Neues Passwort speichern',
    },
    confirmed: {
      text: 'Ihr Passwort wurde geändert und alle Geräte wurden abgemeldet. Melden Sie sich mit Ihrem neuen Passwort an.',
      login: 'Anmelden',
    },
  },
};
