import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLocale, languageOfLocale, localesByVariant, type Locale } from '@portal/contract/variants';
import { config } from '../../config/runtime';
import { local, localKeys } from '../storage';
import type { Translations } from './locales/en';
import { keepLocaleCookie } from './localeCookie';
import { htmlLang } from './localeRules';
import { loadTranslations } from './resources';

const locales = localesByVariant[config.variant];
const storedLocale = local.get(localKeys.locale);
const startLocale = initialLocale(config.variant, storedLocale, navigator.languages ?? []);

export const i18n = i18next.createInstance();

/** A locale's texts, fetched once and kept by i18next. */
async function ensureLoaded(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  i18n.addResourceBundle(locale, 'translation', await loadTranslations[locale]());
}

/**
 * Resolves once the start locale's texts are in. Started on import, so the download runs beside
 * the rest of the start-up (main awaits it before the first render).
 */
export const i18nReady: Promise<void> = (async () => {
  await i18n.use(initReactI18next).init({
    lng: startLocale,
    supportedLngs: [...locales],
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  await ensureLoaded(startLocale);
})();
document.documentElement.lang = htmlLang(startLocale);
// Only a choice goes in the cookie (one made before the cookie existed too): without one, the
// server reads the same browser languages from Accept-Language.
if (storedLocale === startLocale) keepLocaleCookie(startLocale);

export function currentLocale(): Locale {
  return (i18n.language as Locale | undefined) ?? startLocale;
}

/** nl, fr, en or de, for the Accept-Language header. */
export function currentLanguage(): string {
  return languageOfLocale(currentLocale());
}

/** Loads the locale's texts, then switches the texts and the page language, and keeps the choice for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensureLoaded(locale);
  local.set(localKeys.locale, locale);
  keepLocaleCookie(locale);
  document.documentElement.lang = htmlLang(locale);
  await i18n.changeLanguage(locale);
}

/** The texts of any locale, for the maintenance page that speaks three languages at once. */
export function textsIn(locale: Locale): Promise<Translations> {
  return loadTranslations[locale]();
}

/** The texts of a locale already in use (the current one). */
export function loadedTextsIn(locale: Locale): Translations {
  return i18n.getResourceBundle(locale, 'translation') as Translations;
}
