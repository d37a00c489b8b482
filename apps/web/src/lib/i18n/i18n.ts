import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLocale, languageOfLocale, localesByVariant, type Locale } from '@portal/contract/variants';
import { config } from '../../config/runtime';
import { local, localKeys } from '../storage';
import type { CoreTexts } from './locales/en';
import { keepLocaleCookie } from './localeCookie';
import { htmlLang } from './localeRules';
import { loadCoreTexts, loadTextGroup, textGroups, type TextGroup } from './resources';

const locales = localesByVariant[config.variant];
const storedLocale = local.get(localKeys.locale);
const startLocale = initialLocale(config.variant, storedLocale, navigator.languages ?? []);

export const i18n = i18next.createInstance();

/**
 * The core texts (`'core'`) or a screen group's, by locale, fetched once each (a second asker gets
 * the same load) and merged by i18next into one bundle; a failed load is tried again next time.
 */
const loads = new Map<string, Promise<void>>();
function ensureTexts(locale: Locale, part: 'core' | TextGroup): Promise<void> {
  const key = `${locale}/${part}`;
  let load = loads.get(key);
  if (!load) {
    load = (part === 'core' ? loadCoreTexts[locale]() : loadTextGroup(locale, part)).then((texts) => {
      i18n.addResourceBundle(locale, 'translation', texts, true, true);
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The groups the screens shown so far asked for: a change of locale loads them in the new one. */
const wantedGroups = new Set<TextGroup>();
/** The locale last asked for: while a change loads its texts, the texts still show in the old one. */
let nextLocale: Locale = startLocale;

/**
 * Loads the text groups of a screen (the router awaits them with the screen's code), in the current
 * locale and in the one a change is switching to, which may have gathered its groups already.
 */
export async function loadTextGroups(groups: readonly TextGroup[]): Promise<void> {
  for (const group of groups) wantedGroups.add(group);
  const targets = new Set([currentLocale(), nextLocale]);
  await Promise.all([...targets].flatMap((locale) => groups.map((group) => ensureTexts(locale, group))));
}

/**
 * A text asked for before its group was loaded is a screen that does not name its group (a bug):
 * it is reported, and every group is loaded, so the screen draws again with its texts (bindI18nStore).
 */
function onMissingText(_languages: readonly string[], _namespace: string, key: string): void {
  console.error(`Missing text: ${key}`);
  void loadTextGroups(textGroups).catch(() => undefined);
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
    saveMissing: true,
    missingKeyHandler: onMissingText,
    react: { bindI18nStore: 'added' },
  });
  await ensureTexts(startLocale, 'core');
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
  nextLocale = locale;
  await Promise.all(['core' as const, ...wantedGroups].map((part) => ensureTexts(locale, part)));
  local.set(localKeys.locale, locale);
  keepLocaleCookie(locale);
  document.documentElement.lang = htmlLang(locale);
  await i18n.changeLanguage(locale);
}

/** The core texts of any locale, for the maintenance page that speaks three languages at once. */
export function textsIn(locale: Locale): Promise<CoreTexts> {
  return loadCoreTexts[locale]();
}

/** The core texts of a locale already in use (the current one). */
export function loadedTextsIn(locale: Locale): CoreTexts {
  return i18n.getResourceBundle(locale, 'translation') as CoreTexts;
}
