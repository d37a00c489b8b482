import { describe, expect, it } from 'vitest';
import { userLocale } from '@portal/contract/variants';
import { htmlLang } from './localeRules';

describe('locale rules', () => {
  it('applies a signed-in user language only when the variant allows it', () => {
    expect(userLocale('be', 'fr')).toBe('fr');
    expect(userLocale('be', 'de')).toBe('nl');
    expect(userLocale('lu', 'de')).toBe('de_LU');
    expect(userLocale('lu', 'en_LU')).toBe('en_LU');
    expect(userLocale('lu', 'nl')).toBe('fr_LU');
    expect(userLocale('be', null)).toBe('nl');
  });

  it('turns a locale into a lang attribute', () => {
    expect(htmlLang('fr_LU')).toBe('fr-LU');
    expect(htmlLang('nl')).toBe('nl');
  });
});
