import type { ReviewTexts } from './en';

export const deReview: ReviewTexts = {
  review: {
    tabs: {
      dashboard: 'Dashboard',
      profile: 'Profil',
      security: 'Sicherheit',
      access: 'Zugriff',
      notifications: 'Hinweise',
    },
    consent: {
      signedInAs: 'Angemeldet als {{name}}',
      switchAccount: 'Nicht Sie? Ein anderes Konto verwenden',
    },
    confirm: {
      cancel: 'Abbrechen',
      revoke: {
        title: 'Zugriff für {{app}} widerrufen?',
        text: '{{app}} kann Ihr Konto nicht mehr verwenden. Um es wieder zu nutzen, müssen Sie den Zugriff erneut erlauben.',
        action: 'Zugriff widerrufen',
      },
      regenerate: {
        title: 'Neue Wiederherstellungsschlüssel erstellen?',
        text: 'Ihre bisherigen Wiederherstellungsschlüssel funktionieren sofort nicht mehr, auch die gespeicherten oder ausgedruckten.',
        action: 'Neue Schlüssel erstellen',
      },
    },
    login: {
      continueTo: 'Melden Sie sich an, um mit {{app}} fortzufahren',
    },
  },
};
