import { describe, expect, it } from 'vitest';
import { allLocales, variants } from '@portal/contract/variants';
import { enPublic } from '../../lib/i18n/locales/public/en';
import { frPublic } from '../../lib/i18n/locales/public/fr';
import { nlPublic } from '../../lib/i18n/locales/public/nl';
import { brochurePath } from './brochure';
import { catalogues } from './data/catalogues';
import { productKinds } from './data/types';
import { describeProduct } from './describe';
import { figureFormat } from './format';

// Intl separates amount and unit with a (narrow) no-break space in French and Dutch.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the product data files', () => {
  it.each(variants)('list each kind once for %s, with coherent figures and something on offer', (variant) => {
    const { products } = catalogues[variant];
    expect(products.map((p) => p.kind).sort()).toEqual([...productKinds].sort());
    expect(products.some((p) => p.active)).toBe(true);
    for (const p of products) {
      expect(p.amount.min).toBeGreaterThan(0);
      expect(p.amount.min).toBeLessThanOrEqual(p.amount.max);
      for (const fee of [p.merchantFeePercent.horeca, p.merchantFeePercent.nonHoreca]) expect(fee).toBeGreaterThan(0);
      expect(p.merchantFeePercent.horeca).toBeLessThanOrEqual(p.merchantFeePercent.nonHoreca);
    }
  });

  it('gives meal vouchers the fiscal deduction of 2 euro per voucher in both variants', () => {
    for (const variant of variants) expect(catalogues[variant].products.find((p) => p.kind === 'emv')?.fiscalDeductionPerVoucher).toBe(2);
  });
});

describe('figureFormat', () => {
  it('writes prices and fees as each locale does', () => {
    expect(figureFormat('en', 'EUR').money(7.5)).toBe('€7.50');
    expect(plain(figureFormat('fr', 'EUR').money(1234.5))).toBe('1 234,50 €');
    expect(plain(figureFormat('nl', 'EUR').money(8))).toBe('€ 8,00');
    expect(plain(figureFormat('de_LU', 'EUR').money(15))).toBe('15,00 €');
    expect(figureFormat('en', 'EUR').percent(2.25)).toBe('2.25%');
    expect(plain(figureFormat('fr_LU', 'EUR').percent(2))).toBe('2 %');
  });
});

describe('describeProduct', () => {
  const emv = catalogues.be.products.find((p) => p.kind === 'emv')!;

  it('puts the data file figures into the sentences of the locale', () => {
    const sheet = describeProduct(emv, nlPublic.products, figureFormat('nl', 'EUR'));
    expect(sheet.name).toBe('Maaltijdcheques');
    expect(sheet.facts.map((f) => `${f.label}: ${plain(f.value)}`)).toEqual([
      'Prijs per kaart: € 7,50 per jaar',
      'Minimumbedrag: € 2,00 per cheque',
      'Maximumbedrag: € 8,00 per cheque',
      'Handelaarscommissie, horeca: 1,25%',
      'Handelaarscommissie, andere winkels: 2,25%',
      'Activeringskosten handelaar: eenmalig € 75,00',
    ]);
    expect(plain(sheet.fiscal)).toBe('Je bedrijf trekt € 2,00 per cheque af van zijn belastbare winst.');
    expect(plain(sheet.social)).toBe('Geen op het werkgeversaandeel tot € 6,91 per cheque.');
  });

  it('says so when a product brings no deduction or no exemption', () => {
    const gift = catalogues.lu.products.find((p) => p.kind === 'gift')!;
    const sheet = describeProduct(gift, frPublic.products, figureFormat('fr_LU', 'EUR'));
    expect(sheet.fiscal).toBe(frPublic.products.fiscal.none);
    expect(sheet.social).toBe(frPublic.products.social.none);
    expect(plain(describeProduct(gift, enPublic.products, figureFormat('en_LU', 'EUR')).facts[2]!.value)).toBe('€250.00 per year');
  });
});

describe('brochurePath', () => {
  it('gives every locale its own file', () => {
    const paths = allLocales.map(brochurePath);
    expect(new Set(paths).size).toBe(allLocales.length);
    expect(brochurePath('de_LU')).toBe('/brochures/products-de-lu.pdf');
  });
});
