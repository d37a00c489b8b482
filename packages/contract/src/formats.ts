import type { Locale } from './variants';

/**
 * Dates and times written one way per locale, on screens and in e-mails alike (issue 11): the day,
 * a short month name and the year, then the time on 24 hours. "12 mrt 2026, 09:05" in Dutch,
 * "12 mars 2026, 09:05" in French, "12 Mar 2026, 09:05" in English, "12. März 2026, 09:05" in German.
 * Phone numbers have their one rule too: formatPhone in countries.ts.
 */
export const intlLocales: Record<Locale, string> = {
  nl: 'nl-BE',
  fr: 'fr-BE',
  fr_LU: 'fr-LU',
  de_LU: 'de-LU',
  // European English (day before month, 24 hours). ICU has no en-LU data and falls back to US English.
  en: 'en-GB',
  en_LU: 'en-GB',
};

const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

type Instant = Date | string | number;

/** The day of an instant: "12 mrt 2026". Without a time zone, the reader's own. */
export function formatDate(at: Instant, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { ...day, timeZone }).format(new Date(at));
}

/** The day and time of an instant: "12 mrt 2026, 09:05". */
export function formatDateTime(at: Instant, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { ...day, ...time, timeZone }).format(new Date(at));
}

/** A day without a time ('1990-05-17', a birth date): the same day wherever the reader is. */
export function formatCalendarDay(isoDay: string, locale: Locale): string {
  return formatDate(`${isoDay}T00:00:00Z`, locale, 'UTC');
}
