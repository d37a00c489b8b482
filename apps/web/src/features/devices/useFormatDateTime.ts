import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Date and time in the reader's language: "21 Nov 2026, 14:05". */
export function useFormatDateTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language.replace('_', '-');
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)),
    [locale],
  );
}
