import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates in the reader's language: "21 Nov 2026". */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = i18n.language.replace('_', '-');
  return useCallback((iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso)), [locale]);
}
