import { browserLocale, localesByVariant, type Variant } from '@portal/contract/variants';
/** Texts of the few pages the provider renders itself, in the portal's languages. */
export const pageLanguages = ['en', 'nl', 'fr', 'de'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

export interface PageTexts {
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
    home: 'Go to the home page',
    logoutTitle: 'Sign out',
    logoutQuestion: 'Do you want to sign out of your account?',
    logoutYes: 'Yes, sign out',
    logoutNo: 'No, stay signed in',
    loggedOutTitle: 'You are signed out',
    loggedOut: 'You have been signed out of your account.',
  },
  nl: {
    home: 'Naar de startpagina',
    logoutTitle: 'Afmelden',
    logoutQuestion: 'Wil je je afmelden bij je account?',
    logoutYes: 'Ja, afmelden',
    logoutNo: 'Nee, aangemeld blijven',
    loggedOutTitle: 'Je bent afgemeld',
    loggedOut: 'Je bent afgemeld bij je account.',
  },
  fr: {
    home: "Aller à la page d'accueil",
    logoutTitle: 'Se déconnecter',
    logoutQuestion: 'Voulez-vous vous déconnecter de votre compte ?',
    logoutYes: 'Oui, me déconnecter',
    logoutNo: 'Non, rester connecté',
    loggedOutTitle: 'Vous êtes déconnecté',
    loggedOut: 'Vous avez été déconnecté de votre compte.',
  },
  de: {
    home: 'Zur Startseite',
    logoutTitle: 'Abmelden',
    logoutQuestion: 'Möchten Sie sich von Ihrem Konto abmelden?',
    logoutYes: 'Ja, abmelden',
    logoutNo: 'Nein, angemeldet bleiben',
    loggedOutTitle: 'Sie sind abgemeldet',
    loggedOut: 'Sie wurden von Ihrem Konto abgemeldet.',
  },
};

/**
 * The first language of an Accept-Language header that the variant offers (nl-BE counts as nl),
 * else the variant's first-visit language: English in Belgium, French in Luxembourg (contract/variants).
 */
export function pageLanguage(acceptLanguage: string | undefined, variant: Variant): PageLanguage {
  const offered = localesByVariant[variant].map((locale) => locale.slice(0, 2));
  for (const part of (acceptLanguage ?? '').split(',')) {
    const two = part.trim().slice(0, 2).toLowerCase();
    if (offered.includes(two) && (pageLanguages as readonly string[]).includes(two)) return two as PageLanguage;
  }
  return browserLocale(variant, []).slice(0, 2) as PageLanguage;
}
