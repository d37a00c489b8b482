import { describe, expect, it } from 'vitest';
import { userLocale } from '@portal/contract/variants';
import { htmlLang, initialLocale, isLocaleOf } from './localeRules';

describe('locale rules', () => {
  it('keeps a stored locale the variant offers', () => {
    expect(initialLocale('be', 'fr', ['en-GB'])).toBe('fr');
    expect(initialLocale('lu', 'de_LU', ['fr-LU'])).toBe('de_LU');
  });

  it('ignores a stored locale of the other variant and uses the browser languages', () => {
    expect(initialLocale('be', 'de_LU', ['nl-BE', 'en'])).toBe('nl');
    expect(initialLocale('lu', 'nl', ['en-US'])).toBe('en_LU');
  });

  it('uses English in Belgium and French in Luxembourg when no browser language fits', () => {
    expect(initialLocale('be', null, ['de-DE'])).toBe('en');
    expect(initialLocale('lu', null, ['de-DE', 'nl'])).toBe('fr_LU');
  });

  it('applies a signed-in user language only when the variant allows it', () => {
    expect(userLocale('be', 'fr')).toBe('fr');
    expect(userLocale('be', 'de')).toBe('nl');
    expect(userLocale('lu', 'de')).toBe('de_LU');
    expect(userLocale('lu', 'en_LU')).toBe('en_LU');
    expect(userLocale('lu', 'nl')).toBe('fr_LU');
    expect(userLocale('be', null)).toBe('nl');
  });

  it('tells the locales of a variant apart', () => {
    expect(isLocaleOf('be', 'en')).toBe(true);
    expect(isLocaleOf('be', 'en_LU')).toBe(false);
    expect(isLocaleOf('lu', null)).toBe(false);
  });

  it('turns a locale into a lang attribute', () => {
    expect(htmlLang('fr_LU')).toBe('fr-LU');
    expect(htmlLang('nl')).toBe('nl');
  });
});
