import type { PasswordTexts } from './en';

export const dePassword: PasswordTexts = {
  password: {
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    meter: { label: 'Stärke', empty: 'nicht eingegeben', weak: 'schwach', fair: 'mittel', good: 'gut', strong: 'stark' },
    rules: {
      password_too_short: 'Lang genug',
      password_no_letter: 'Ein Buchstabe',
      password_no_digit: 'Eine Ziffer',
      password_no_special: 'Ein Sonderzeichen',
      met: '(erfüllt)',
      notMet: '(fehlt)',
    },
    edit: {
      intro: 'Wählen Sie ein Passwort, das Sie nirgendwo sonst verwenden.',
      othersSignedOut: 'Ihre anderen Geräte werden abgemeldet; dieses bleibt angemeldet.',
      submit: 'Passwort ändern',
      back: 'Zurück zu den Sicherheitseinstellungen',
      changed: 'Ihr Passwort wurde geändert. Ihre anderen Geräte wurden abgemeldet.',
    },
    weak: {
      intro: 'Ihr Passwort ist zu schwach und muss ersetzt werden. Wählen Sie ein neues Passwort, das Sie nirgendwo sonst verwenden.',
      submit: 'Speichern und weiter',
      backToLogin: 'Zurück zur Anmeldung',
    },
  },
};
