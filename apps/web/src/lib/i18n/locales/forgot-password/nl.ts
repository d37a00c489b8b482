import type { ForgotPasswordTexts } from './en';

export const nlForgotPassword: ForgotPasswordTexts = {
  forgotPassword: {
    introEmail: 'Vul het e-mailadres in waarmee u aanmeldt. We sturen u een code om een nieuw wachtwoord te kiezen.',
    introPhone: 'Vul het telefoonnummer in waarmee u aanmeldt. We sturen u per sms een code om een nieuw wachtwoord te kiezen.',
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
      resendIn: 'U kunt over {{seconds}} s een nieuwe code vragen.',
      resent: 'Er is een nieuwe code gestuurd naar {{recipient}}.',
    },
    factor: {
      title: 'Bevestig dat u het bent',
      intro: 'Uw account heeft nog een verificatiemethode. Gebruik ze om te bevestigen dat u het bent voordat u een nieuw wachtwoord kiest.',
      other: 'Een andere methode gebruiken',
    },
    password: {
      intro: 'Kies een wachtwoord dat u nergens anders gebruikt. Alle toestellen die op uw account zijn aangemeld, worden afgemeld.',
      submit: 'Nieuw wachtwoord opslaan',
    },
    confirmed: {
      text: 'Uw wachtwoord is gewijzigd en alle toestellen zijn afgemeld. Meld u aan met uw nieuwe wachtwoord.',
      login: 'Aanmelden',
    },
  },
};
