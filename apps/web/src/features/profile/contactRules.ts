import { z } from 'zod/mini';
import { dialCodeOf, europeanCountries, type EuropeanCountry } from '@portal/contract/countries';
import { parsePhone } from '@portal/contract/phone';
import { deliveredCode, email } from '@portal/contract/rules';
import type { ContactKind } from '@portal/contract/profile';

/** One e-mail address or phone number as the profile lists it. */
export interface ContactEntry {
  id: number;
  value: string;
  default: boolean;
  verified: boolean;
}

/**
 * Why an entry cannot be deleted, shown beside the disabled button: the primary one stays (another
 * is made primary first), and at least one of each kind remains (specification section 5).
 */
export function deleteBlock(entries: readonly ContactEntry[], entry: ContactEntry): 'last' | 'primary' | null {
  if (entries.length <= 1) return 'last';
  if (entry.default) return 'primary';
  return null;
}

/** Only verified entries may become primary; the server also wants two-step verification on it. */
export function canOfferPrimary(entry: ContactEntry): boolean {
  return !entry.default && entry.verified;
}

/**
 * What the add form sends: a normalised e-mail address, or the E.164 number of what was typed in
 * the chosen country (a number typed with its own +prefix keeps its country). Null when invalid.
 */
export function contactTarget(kind: ContactKind, typed: string, country: EuropeanCountry): string | null {
  if (kind === 'email') {
    const parsed = email.safeParse(typed);
    return parsed.success ? parsed.data : null;
  }
  return parsePhone(typed, country);
}

/**
 * The add form (step one): what was typed, and the country of a phone number. It ends as the
 * target to send; an invalid one reports the kind's field code (`email` or `phone`) on the input.
 */
export function contactAddForm(kind: ContactKind) {
  return z.pipe(
    z.object({ value: z.string(), country: z.enum(europeanCountries) }),
    z.transform(({ value, country }: { value: string; country: EuropeanCountry }, ctx) => {
      const target = contactTarget(kind, value, country);
      if (target !== null) return target;
      ctx.issues.push({ code: 'custom', path: ['value'], message: kind, input: value });
      return z.NEVER;
    }),
  );
}

/** The code form (step two): the 8 digits the new address or number received. */
export const contactCodeForm = z.object({ code: deliveredCode });

export interface CountryOption {
  code: EuropeanCountry;
  name: string;
  dial: string;
}

/** The 47 countries named in the reader's language, the home country first, then by name. */
export function countryOptions(names: (code: EuropeanCountry) => string, home: EuropeanCountry, locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  const options = europeanCountries.map((code) => ({ code, name: names(code), dial: dialCodeOf(code) }));
  return options.sort((a, b) => (a.code === home ? -1 : b.code === home ? 1 : collator.compare(a.name, b.name)));
}
