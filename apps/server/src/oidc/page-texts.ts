/** Texts of the few pages the provider renders itself, in the portal's languages. */
export const pageLanguages = ['en', 'nl', 'fr', 'de'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

export interface PageTexts {
  errorTitle: string;
  invalidConfiguration: string;
  expired: string;
  failure: string;
  home: string;
  logoutTitle: string;
  logoutQuestion: string;
  logoutYes: string;
  logoutNo: string;
  loggedOutTitle: string;
  loggedOut: string;
}

// English is the source; the Record type makes a missing language a type error.
export const pageTexts: Record<PageLanguage, PageTexts> = {
  en: {
    errorTitle: 'Sign-in could not continue',
    invalidConfiguration: "Oops. Seems like the partner you're coming from uses an invalid configuration.",
    expired: 'This sign-in request has expired. Go back to the app and start again.',
    failure: 'An error has occurred. Please try again later.',
    home: 'Go to the home page',
    logoutTitle: 'Sign out',
    logoutQuestion: 'Do you want to sign out of your account?',
    logoutYes: 'Yes, sign out',
    logoutNo: 'No, stay signed in',
    loggedOutTitle: 'You are signed out',
    loggedOut: 'You have been signed out of your account.',
  },
  nl: {
    errorTitle: 'Aanmelden kon niet verdergaan',
    invalidConfiguration: 'Oeps. De partner waar je vandaan komt, lijkt een ongeldige configuratie te gebruiken.',
    expired: 'Deze aanmeldingsaanvraag is verlopen. Ga terug naar de app en begin opnieuw.',
    failure: 'Er is een fout opgetreden. Probeer het later opnieuw.',
    home: 'Naar de startpagina',
    logoutTitle: 'Afmelden',
    logoutQuestion: 'Wil je je afmelden bij je account?',
    logoutYes: 'Ja, afmelden',
    logoutNo: 'Nee, aangemeld blijven',
    loggedOutTitle: 'Je bent afgemeld',
    loggedOut: 'Je bent afgemeld bij je account.',
  },
  fr: {
    errorTitle: 'La connexion ne peut pas continuer',
    invalidConfiguration: 'Oups. Le partenaire dont vous venez semble utiliser une configuration invalide.',
    expired: "Cette demande de connexion a expiré. Retournez dans l'application et recommencez.",
    failure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    home: "Aller à la page d'accueil",
    logoutTitle: 'Se déconnecter',
    logoutQuestion: 'Voulez-vous vous déconnecter de votre compte ?',
    logoutYes: 'Oui, me déconnecter',
    logoutNo: 'Non, rester connecté',
    loggedOutTitle: 'Vous êtes déconnecté',
    loggedOut: 'Vous avez été déconnecté de votre compte.',
  },
  de: {
    errorTitle: 'Die Anmeldung kann nicht fortgesetzt werden',
    invalidConfiguration: 'Hoppla. Der Partner, von dem Sie kommen, scheint eine ungültige Konfiguration zu verwenden.',
    expired: 'Diese Anmeldeanfrage ist abgelaufen. Kehren Sie zur App zurück und beginnen Sie erneut.',
    failure: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    home: 'Zur Startseite',
    logoutTitle: 'Abmelden',
    logoutQuestion: 'Möchten Sie sich von Ihrem Konto abmelden?',
    logoutYes: 'Ja, abmelden',
    logoutNo: 'Nein, angemeldet bleiben',
    loggedOutTitle: 'Sie sind abgemeldet',
    loggedOut: 'Sie wurden von Ihrem Konto abgemeldet.',
  },
};

/** The first supported language of an Accept-Language header (nl-BE counts as nl), else English. */
export function pageLanguage(acceptLanguage: string | undefined): PageLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const two = part.trim().slice(0, 2).toLowerCase();
    if ((pageLanguages as readonly string[]).includes(two)) return two as PageLanguage;
  }
  return 'en';
}
