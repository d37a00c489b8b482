import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@portal/contract/countries';
import { formatCalendarDay, formatDate, formatDateTime } from '@portal/contract/formats';
import type { Locale } from '@portal/contract/variants';

type Instant = Date | string | number;

/** A verification method's or contact's target: grouped when it is a phone number, as it is otherwise. */
export function formatTarget(kind: string, value: string): string {
  return kind === 'sms' || kind === 'phone' ? formatPhone(value) : value;
}

/**
 * Dates, times and phone numbers as the current locale writes them, in the reader's time zone. The
 * rules live in the contract, so that e-mails write them the same way; a language switch re-renders.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return useMemo(
    () => ({
      date: (at: Instant) => formatDate(at, locale),
      dateTime: (at: Instant) => formatDateTime(at, locale),
      calendarDay: (isoDay: string) => formatCalendarDay(isoDay, locale),
      phone: formatPhone,
      target: formatTarget,
    }),
    [locale],
  );
}
