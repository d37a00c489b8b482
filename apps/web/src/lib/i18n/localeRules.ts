import { browserLocale, localesByVariant, type Locale, type Variant } from '@portal/contract/variants';

/** Whether a stored value is one of the variant's locales. */
export function isLocaleOf(variant: Variant, value: string | null | undefined): value is Locale {
  return !!value && (localesByVariant[variant] as readonly string[]).includes(value);
}

/**
 * The locale at start: the one chosen earlier in this browser when the variant offers it, otherwise
 * the browser languages (first visit). The signed-in user's own language comes later (userLocale).
 */
export function initialLocale(variant: Variant, stored: string | null, browserLanguages: readonly string[]): Locale {
  return isLocaleOf(variant, stored) ? stored : browserLocale(variant, browserLanguages);
}

/** BCP 47 tag for the lang attribute: fr_LU becomes fr-LU. */
export function htmlLang(locale: Locale): string {
  return locale.replace('_', '-');
}

/** Each language is named in itself in the language switch. */
export const localeNames: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  fr_LU: 'Français',
  en_LU: 'English',
  de_LU: 'Deutsch',
};
