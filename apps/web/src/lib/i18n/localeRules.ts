import type { Locale } from '@portal/contract/variants';

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
