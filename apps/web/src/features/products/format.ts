import type { Locale } from '@portal/contract/variants';
import { htmlLang } from '../../lib/i18n/localeRules';

export interface FigureFormat {
  money(amount: number): string;
  /** A percentage given as a number of percent: 1.25 gives "1.25%" or "1,25 %". */
  percent(value: number): string;
}

/** Prices and fees as the locale writes them ("€7.50", "7,50 €", "7,50 €"), for the cards and the brochures alike. */
export function figureFormat(locale: Locale, currency: string): FigureFormat {
  const tag = htmlLang(locale);
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return { money: (amount) => money.format(amount), percent: (value) => percent.format(value / 100) };
}
