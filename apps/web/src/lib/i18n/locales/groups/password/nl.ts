import type { PasswordTexts } from './en';

export const nlPassword: PasswordTexts = {
  password: {
    current: 'Huidig wachtwoord',
    new: 'Nieuw wachtwoord',
    confirm: 'Bevestig het nieuwe wachtwoord',
    meter: { label: 'Sterkte', empty: 'niet ingevuld', weak: 'zwak', fair: 'matig', good: 'goed', strong: 'sterk' },
    rules: {
      password_too_short_one: 'Minstens {{count}} teken',
      password_too_short_other: 'Minstens {{count}} tekens',
      password_no_letter_one: 'Minstens {{count}} letter',
      password_no_letter_other: 'Minstens {{count}} letters',
      password_no_digit_one: 'Minstens {{count}} cijfer',
      password_no_digit_other: 'Minstens {{count}} cijfers',
      password_no_special_one: 'Minstens {{count}} speciaal teken',
      password_no_special_other: 'Minstens {{count}} speciale tekens',
      met: '(in orde)',
      notMet: '(ontbreekt)',
    },
    edit: {
      intro: 'Kies een wachtwoord dat je nergens anders gebruikt.',
      othersSignedOut: 'Je andere toestellen worden afgemeld; dit toestel blijft aangemeld.',
      submit: 'Wachtwoord wijzigen',
      back: 'Terug naar de beveiligingsinstellingen',
      changed: 'Je wachtwoord is gewijzigd. Je andere toestellen zijn afgemeld.',
    },
    weak: {
      intro: 'Je wachtwoord is te zwak en moet vervangen worden. Kies een nieuw wachtwoord dat je nergens anders gebruikt.',
      submit: 'Opslaan en verdergaan',
      backToLogin: 'Terug naar aanmelden',
    },
  },
};
