import type { PasswordTexts } from './en';

export const dePassword: PasswordTexts = {
  password: {
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    meter: { label: 'Stärke', empty: 'nicht eingegeben', weak: 'schwach', fair: 'mittel', good: 'gut', strong: 'stark' },
    rules: {
      password_too_short_one: 'Mindestens {{count}} Zeichen',
      password_too_short_other: 'Mindestens {{count}} Zeichen',
      password_no_letter_one: 'Mindestens {{count}} Buchstabe',
      password_no_letter_other: 'Mindestens {{count}} Buchstaben',
      password_no_digit_one: 'Mindestens {{count}} Ziffer',
      password_no_digit_other: 'Mindestens {{count}} Ziffern',
      password_no_special_one: 'Mindestens {{count}} Sonderzeichen',
      password_no_special_other: 'Mindestens {{count}} Sonderzeichen',
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
