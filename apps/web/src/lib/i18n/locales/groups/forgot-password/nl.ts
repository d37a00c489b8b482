import type { ForgotPasswordTexts } from './en';

export const nlForgotPassword: ForgotPasswordTexts = {
  forgotPassword: {
    introEmail: 'Vul het e-mailadres in waarmee je je aanmeldt. We sturen je een code om een nieuw wachtwoord te kiezen.',
    introPhone: 'Vul het telefoonnummer in waarmee je je aanmeldt. We sturen je per sms een code om een nieuw wachtwoord te kiezen.',
    submit: 'Stuur mij een code',
    withPhone: 'Gebruik mijn telefoonnummer',
    withEmail: 'Gebruik mijn e-mailadres',
    backToLogin: 'Terug naar aanmelden',
    startAgain: 'Opnieuw beginnen',
    expiredTitle: 'Deze aanvraag werkt niet meer',
    sent: {
      introEmail: 'Als er een account met dit adres bestaat, hebben we een code van 8 cijfers gemaild naar:',
      introSms: 'Als er een account met dit nummer bestaat, hebben we per sms een code van 8 cijfers gestuurd naar:',
      recipients: 'Waar de code naartoe ging',
      submit: 'Doorgaan',
      noCode: 'Geen code ontvangen? Vraag een nieuwe:',
      byEmail: 'Per e-mail',
      bySms: 'Per sms',
      resendIn: 'Je kunt over {{seconds}} s een nieuwe code vragen.',
      resent: 'Er is een nieuwe code gestuurd naar {{recipient}}.',
    },
    factor: {
      title: 'Bevestig dat jij het bent',
      intro: 'Je account heeft nog een verificatiemethode. Gebruik ze om te bevestigen dat jij het bent voordat je een nieuw wachtwoord kiest.',
      other: 'Een andere methode gebruiken',
    },
    password: {
      intro: 'Kies een wachtwoord dat je nergens anders gebruikt. Alle toestellen die op je account zijn aangemeld, worden afgemeld.',
      submit: 'Nieuw wachtwoord opslaan',
    },
    confirmed: {
      text: 'Je wachtwoord is gewijzigd en alle toestellen zijn afgemeld. Meld je aan met je nieuwe wachtwoord.',
      login: 'Aanmelden',
    },
  },
};
