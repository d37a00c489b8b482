import type { Locale } from '@portal/contract/variants';
import { htmlLang } from '../../lib/i18n/localeRules';

/** "3 Nov 2026", "3 nov. 2026", "03.11.2026"...: the day, as the person's locale writes it. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(htmlLang(locale as Locale), { dateStyle: 'medium' }).format(new Date(iso));
}
