import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatDate, formatDateTime } from '@portal/contract/formats';
import type { Locale } from '@portal/contract/variants';

type Instant = Date | string | number;

/**
 * Dates and times as the current locale writes them (phone numbers: phone.ts), in the reader's time zone. The
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
    }),
    [locale],
  );
}
