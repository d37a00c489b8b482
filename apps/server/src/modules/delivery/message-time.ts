import { formatDate, formatDateTime } from '@portal/contract/formats';
import type { Locale } from '@portal/contract/variants';
import type { MessageLanguage } from './messages';

const localeOf: Record<MessageLanguage, Locale> = { en: 'en', nl: 'nl', fr: 'fr', de: 'de_LU' };

/**
 * A time in a message, written as the screens write it (the contract's rule), in the portal's own
 * time zone: the reader's is unknown here, and people in Belgium and Luxembourg share it.
 */
export function formatMessageTime(language: MessageLanguage, at: number): string {
  return formatDateTime(at, localeOf[language], 'Europe/Brussels');
}

/** A day in a message ("12 mrt 2026"), in the portal's time zone as formatMessageTime. */
export function formatMessageDay(language: MessageLanguage, at: number): string {
  return formatDate(at, localeOf[language], 'Europe/Brussels');
}
