import type { ReviewTexts } from './en';

export const nlReview: ReviewTexts = {
  review: {
    tabs: {
      dashboard: 'Dashboard',
      profile: 'Profiel',
      security: 'Beveiliging',
      access: 'Toegang',
      notifications: 'Meldingen',
    },
    consent: {
      signedInAs: 'Aangemeld als {{name}}',
      switchAccount: 'Ben jij dit niet? Gebruik een ander account',
    },
    confirm: {
      cancel: 'Annuleren',
      revoke: {
        title: 'Toegang van {{app}} intrekken?',
        text: '{{app}} kan je account niet meer gebruiken. Wil je het later weer gebruiken, dan moet je het opnieuw toestaan.',
        action: 'Toegang intrekken',
      },
      regenerate: {
        title: 'Nieuwe herstelsleutels maken?',
        text: 'Je huidige herstelsleutels werken meteen niet meer, ook de sleutels die je bewaard of afgedrukt hebt.',
        action: 'Nieuwe sleutels maken',
      },
    },
    login: {
      continueTo: 'Meld je aan om verder te gaan naar {{app}}',
    },
  },
};
