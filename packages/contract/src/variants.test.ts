import { describe, expect, it } from 'vitest';
import { browserLocale, localeForLanguage, userLocale, variantForHost } from './variants';

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
});
