import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { Variant } from './variants';

/**
 * The 47 European countries a phone number may come from (specification section 9): the member
 * states of the Council of Europe as of 2021, as ISO 3166-1 alpha-2 codes. Names are not kept here:
 * the SPA resolves them per locale with i18n-iso-countries, dialling codes come from libphonenumber-js.
 */
export const europeanCountries = [
  'AD', 'AL', 'AM', 'AT', 'AZ', 'BA', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI',
  'FR', 'GB', 'GE', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME',
  'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'RU', 'SE', 'SI', 'SK', 'SM', 'TR', 'UA',
] as const satisfies readonly CountryCode[];
export type EuropeanCountry = (typeof europeanCountries)[number];

/** The country a new phone number is assumed to be from, per variant. */
export const homeCountry: Record<Variant, EuropeanCountry> = { be: 'BE', lu: 'LU' };

export function isEuropeanCountry(value: string): value is EuropeanCountry {
  return (europeanCountries as readonly string[]).includes(value);
}

/** '+32' for BE. */
export function dialCodeOf(country: EuropeanCountry): string {
  return `+${getCountryCallingCode(country)}`;
}

/** +32470123456 shown as +32 470 12 34 56; anything unparsable stays as stored. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
