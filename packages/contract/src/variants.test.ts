import { describe, expect, it } from 'vitest';
import { rankedHeaderValues } from './http';
import { browserLocale, initialLocale, isLocaleOf, localeForLanguage, userLocale, variantForHost } from './variants';

describe('variants and locales', () => {
  it('picks Luxembourg for hosts ending in .lu or starting with lu.', () => {
    expect(variantForHost('account.example.lu')).toBe('lu');
    expect(variantForHost('lu.localhost:8080')).toBe('lu');
    expect(variantForHost('account.example.be')).toBe('be');
    expect(variantForHost('localhost:8080')).toBe('be');
    expect(variantForHost('blue.example.be')).toBe('be');
  });
  it('follows configured host patterns', () => {
    expect(variantForHost('portal.test', ['portal.test'])).toBe('lu');
    expect(variantForHost('account.example.lu', ['portal.test'])).toBe('be');
  });
  it('takes the Belgian browser language among en, fr and nl, else en', () => {
    expect(browserLocale('be', ['fr-BE', 'en'])).toBe('fr');
    expect(browserLocale('be', ['de-DE', 'nl'])).toBe('nl');
    expect(browserLocale('be', ['de-DE'])).toBe('en');
  });
  it('takes fr or en in Luxembourg, falling back to fr', () => {
    expect(browserLocale('lu', ['en-GB'])).toBe('en_LU');
    expect(browserLocale('lu', ['de-LU'])).toBe('fr_LU');
  });
  it('keeps the first two letters of a stored language and falls back to the default', () => {
    expect(localeForLanguage('lu', 'fr_BE')).toBe('fr_LU');
    expect(userLocale('lu', 'nl')).toBe('fr_LU');
    expect(userLocale('be', 'nl')).toBe('nl');
    expect(userLocale('be', 'de')).toBe('nl');
    expect(userLocale('be', null)).toBe('nl');
  });

  it('keeps a stored locale the variant offers', () => {
    expect(initialLocale('be', 'fr', ['en-GB'])).toBe('fr');
    expect(initialLocale('lu', 'de_LU', ['fr-LU'])).toBe('de_LU');
  });

  it('ignores a stored locale of the other variant, or garbage, and uses the browser languages', () => {
    expect(initialLocale('be', 'de_LU', ['nl-BE', 'en'])).toBe('nl');
    expect(initialLocale('lu', 'nl', ['en-US'])).toBe('en_LU');
    expect(initialLocale('be', '../../etc/passwd', ['fr'])).toBe('fr');
  });

  it('uses English in Belgium and French in Luxembourg when no browser language fits', () => {
    expect(initialLocale('be', null, ['de-DE'])).toBe('en');
    expect(initialLocale('lu', undefined, ['de-DE', 'nl'])).toBe('fr_LU');
  });

  it('tells the locales of a variant apart', () => {
    expect(isLocaleOf('be', 'en')).toBe(true);
    expect(isLocaleOf('be', 'en_LU')).toBe(false);
    expect(isLocaleOf('lu', null)).toBe(false);
  });

  it('reads Accept-Language as navigator.languages: most wanted first, order kept among equals', () => {
    expect(rankedHeaderValues('nl-BE,nl;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['nl-BE', 'nl', 'en-US', 'en']);
    expect(rankedHeaderValues('en;q=0.5, fr-BE, de;q=0.9')).toEqual(['fr-BE', 'de', 'en']);
    expect(rankedHeaderValues('fr;q=0, *;q=0.1, nl;q=x')).toEqual([]);
    expect(rankedHeaderValues(undefined)).toEqual([]);
    expect(rankedHeaderValues('')).toEqual([]);
    // A first visit prerenders in the language the app will pick from navigator.languages.
    expect(initialLocale('be', null, rankedHeaderValues('de-DE,fr;q=0.8,nl;q=0.9'))).toBe('nl');
  });
});
