import type { Locale } from '@portal/contract/variants';
import type { Translations } from './locales/en';

/**
 * Each locale's texts are a chunk of their own, loaded on demand: a visitor downloads one
 * language, not all six (issue 12).
 */
export const loadTranslations: Record<Locale, () => Promise<Translations>> = {
  nl: () => import('./locales/nl').then((m) => m.nl),
  fr: () => import('./locales/fr').then((m) => m.fr),
  en: () => import('./locales/en').then((m) => m.en),
  fr_LU: () => import('./locales/fr_LU').then((m) => m.fr_LU),
  en_LU: () => import('./locales/en_LU').then((m) => m.en_LU),
  de_LU: () => import('./locales/de_LU').then((m) => m.de_LU),
};
