import { describe, expect, it } from 'vitest';
import { europeanCountries, formatPhone } from '@portal/contract/countries';
import { canOfferPrimary, contactAddForm, contactTarget, countryOptions, deleteBlock } from './contactRules';

const entry = (id: number, isDefault: boolean, verified = true) => ({ id, value: `a${id}@example.com`, default: isDefault, verified });

describe('contact rules', () => {
  it('blocks deleting the last entry and the primary one, with the reason', () => {
    const only = [entry(1, true)];
    expect(deleteBlock(only, only[0]!)).toBe('last');
    const two = [entry(1, true), entry(2, false)];
    expect(deleteBlock(two, two[0]!)).toBe('primary');
    expect(deleteBlock(two, two[1]!)).toBeNull();
  });

  it('offers "make primary" for verified secondary entries only', () => {
    expect(canOfferPrimary(entry(2, false))).toBe(true);
    expect(canOfferPrimary(entry(2, false, false))).toBe(false);
    expect(canOfferPrimary(entry(1, true))).toBe(false);
  });

  it('reads a national number in the chosen country, keeps a +prefixed one, refuses nonsense', () => {
    expect(contactTarget('phone', '0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(contactTarget('phone', '621 123 456', 'LU')).toBe('+352621123456');
    expect(contactTarget('phone', '+33 6 12 34 56 78', 'BE')).toBe('+33612345678');
    expect(contactTarget('phone', '12', 'BE')).toBeNull();
    expect(contactTarget('email', ' Zoe\u0308@Example.be', 'BE')).toBe('zo\u00eb@example.be');
    expect(contactTarget('email', 'nope', 'BE')).toBeNull();
  });

  it('ends the add form as the target to send, or names the field code of its kind under the input', () => {
    expect(contactAddForm('phone').parse({ value: '621 123 456', country: 'LU' })).toBe('+352621123456');
    const issues = (kind: 'email' | 'phone', value: string) => contactAddForm(kind).safeParse({ value, country: 'BE' }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues('phone', '12')).toEqual([['value', 'phone']]);
    expect(issues('email', '')).toEqual([['value', 'email']]);
  });

  it('formats stored numbers for reading', () => {
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
  });

  it('lists the 47 countries, home first, then by name in the language', () => {
    expect(europeanCountries).toHaveLength(47);
    const names = { BE: 'Belgien', LU: 'Luxemburg', AT: 'Österreich', DE: 'Deutschland' } as Record<string, string>;
    const options = countryOptions((c) => names[c] ?? c, 'LU', 'de');
    expect(options[0]).toMatchObject({ code: 'LU', dial: '+352' });
    expect(options.findIndex((o) => o.code === 'AT')).toBeGreaterThan(options.findIndex((o) => o.code === 'DE'));
  });
});
