import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod/mini';
import { text } from './fields';
import { normalizePhone } from './rules';

/**
 * The phone-number rule of the specification, section 5, apart from rules.ts: it needs
 * libphonenumber-js's metadata, which only the screens that take a phone number download.
 */

/**
 * The E.164 form of a phone number, or null when libphonenumber-js finds it invalid. Without a
 * country the number must be international (+32…, 0032…); with one, a national number (0470…) is
 * read as that country's.
 */
export function parsePhone(input: string, country?: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(normalizePhone(input.trim()), country);
  return parsed?.isValid() ? parsed.number : null;
}
export const phone = z.pipe(
  text(64),
  z.transform((value, ctx) => {
    const parsed = parsePhone(value);
    // Empty says so ("Enter your phone number"), not "invalid".
    if (parsed === null) ctx.issues.push({ code: 'custom', message: value.trim() === '' ? 'required' : 'phone', input: value });
    return parsed ?? value;
  }),
);

