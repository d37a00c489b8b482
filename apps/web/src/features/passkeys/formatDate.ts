import type { Locale } from '@portal/contract/variants';
import { htmlLang } from '../../lib/i18n/localeRules';

/**
 * "21 Nov 2026", "21 nov. 2026", "21.11.2026": the day as the person's locale writes it. English
 * here is European English (day before month), which plain `en` in Intl is not.
 */
export function formatDate(iso: string, locale: string): string {
  const tag = locale.startsWith('en') ? 'en-GB' : htmlLang(locale as Locale);
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(iso));
}
