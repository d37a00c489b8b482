import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import type { EuropeanCountry } from '@portal/contract/countries';

// Only the portal's four languages are bundled (the package ships about 80); this module is part of
// the lazily loaded profile screens.
for (const locale of [de, en, fr, nl]) countries.registerLocale(locale);

/** A country's name in a locale's language (fr_LU reads French), falling back to the code. */
export function countryName(code: EuropeanCountry, locale: string): string {
  return countries.getName(code, locale.slice(0, 2)) ?? code;
}
