import { normalizePhone } from '@portal/contract/rules';
import type { Variant } from '@portal/contract/variants';

/** Dialling codes offered on the phone login, home countries first. */
export const dialCodes = [
  { region: 'BE', code: '+32' },
  { region: 'LU', code: '+352' },
  { region: 'FR', code: '+33' },
  { region: 'NL', code: '+31' },
  { region: 'DE', code: '+49' },
  { region: 'IT', code: '+39' },
  { region: 'ES', code: '+34' },
  { region: 'PT', code: '+351' },
  { region: 'PL', code: '+48' },
  { region: 'RO', code: '+40' },
  { region: 'GB', code: '+44' },
  { region: 'CH', code: '+41' },
] as const;

export const defaultDialCode: Record<Variant, string> = { be: '+32', lu: '+352' };

/**
 * The E.164 login name from the selected country code and what the person typed. A number typed
 * with its own international prefix wins; the national trunk 0 (0470…) is dropped.
 */
export function composePhone(dialCode: string, number: string): string {
  const typed = normalizePhone(number.trim());
  if (typed.startsWith('+')) return typed;
  return dialCode + typed.replace(/^0/, '');
}

/**
 * The country code and the national number of an E.164 number, to show it again in PhoneFields.
 * A country not on the list keeps the whole number in the number input, which composePhone takes as typed.
 */
export function splitPhone(e164: string, fallbackDialCode: string): { dialCode: string; number: string } {
  const match = dialCodes.filter(({ code }) => e164.startsWith(code)).sort((a, b) => b.code.length - a.code.length)[0];
  return match ? { dialCode: match.code, number: e164.slice(match.code.length) } : { dialCode: fallbackDialCode, number: e164 };
}
