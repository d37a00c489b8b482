import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageOfLocale, localesByVariant, type Locale } from '@portal/contract/variants';
import { config } from '../../config/runtime';
import { local, localKeys } from '../storage';
import { htmlLang, initialLocale } from './localeRules';
import { translations } from './resources';

const locales = localesByVariant[config.variant];
const startLocale = initialLocale(config.variant, local.get(localKeys.locale), navigator.languages ?? []);

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: startLocale,
  supportedLngs: [...locales],
  fallbackLng: false,
  resources: Object.fromEntries(locales.map((l) => [l, { translation: translations[l] }])),
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
});
document.documentElement.lang = htmlLang(startLocale);

export function currentLocale(): Locale {
  return (i18n.language as Locale | undefined) ?? startLocale;
}

/** nl, fr, en or de, for the Accept-Language header. */
export function currentLanguage(): string {
  return languageOfLocale(currentLocale());
}

/** Switches the texts and the page language, and keeps the choice for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  local.set(localKeys.locale, locale);
  document.documentElement.lang = htmlLang(locale);
  await i18n.changeLanguage(locale);
}

/** The texts of another locale, for the maintenance page that speaks three languages at once. */
export function textsIn(locale: Locale) {
  return translations[locale];
}
