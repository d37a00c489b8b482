import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { CARD_PREFIX } from './rules';

const CARD_DIGITS = 16;

/**
 * The context check of a new password (NIST SP 800-63B 3.1.1.2, ASVS 6.2.11): a password that
 * contains the person's own e-mail address (or its local part), phone number, names or card number,
 * or the product and company names, is the field error `password_personal_info`. It runs on the
 * server (modules/password/policy.ts), which knows the person; it is kept apart from password.ts so
 * the SPA's forms do not download libphonenumber-js's metadata for it.
 *
 * Words and password are compared folded: NFKD without accents, lowercased, and with everything
 * that is neither a letter nor a digit removed, so "Mon-izze", "MONIZZE" and "Jan.Peeters" match.
 * A word shorter than PERSONAL_WORD_MIN_LENGTH after folding is not checked: a first name such as
 * "Jan" or "Ann" would otherwise refuse every password containing "january" or "annual".
 */
export const PERSONAL_WORD_MIN_LENGTH = 4;

/**
 * The product and company names (spec: the partner sites "client area, Dealzz, Fridom, MyMonizze,
 * MyUp"; the scopes monizze and mymonizze). Both variants carry the same brands, so one list.
 * "MyMonizze" contains "monizze" and needs no entry of its own.
 */
export const productWords = ['monizze', 'fridom', 'dealzz', 'myup'] as const;

/** What the server knows of the person choosing the password; every list may be empty. */
export interface PasswordContext {
  emails?: readonly (string | null | undefined)[];
  /** E.164 numbers (+32470123456). */
  phones?: readonly (string | null | undefined)[];
  /** First and last names, as entered. */
  names?: readonly (string | null | undefined)[];
  cardNumbers?: readonly (string | null | undefined)[];
  /**
   * For a card number the server holds only as a keyed digest (lib/identity-digest.ts): whether these
   * 16 digits are it. Every run of 16 digits in the password that starts like a card is asked.
   */
  isCardNumber?: (digits: string) => boolean;
}

export function foldForContext(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Names split on spaces, hyphens and dots ("Van den Berg", "Marie-Claire") give each part too. */
const parts = (value: string) => value.split(/[^\p{L}\p{N}]+/u);

function wordsOf(context: PasswordContext): string[] {
  const raw: string[] = [...productWords];
  for (const email of context.emails ?? []) {
    if (!email) continue;
    const local = email.split('@')[0] ?? '';
    raw.push(email, local, ...parts(local));
  }
  for (const phone of context.phones ?? []) {
    if (!phone) continue;
    // The number as stored, and its national part: "0470 12 34 56" contains 470123456.
    raw.push(phone);
    const national = parsePhoneNumberFromString(phone)?.nationalNumber;
    if (national) raw.push(national);
  }
  for (const name of context.names ?? []) if (name) raw.push(name, ...parts(name));
  for (const card of context.cardNumbers ?? []) if (card) raw.push(card);
  return [...new Set(raw.map(foldForContext))].filter((word) => [...word].length >= PERSONAL_WORD_MIN_LENGTH);
}

/** Whether the (NFKC) password contains one of the context's words, as described above. */
export function containsPersonalInfo(password: string, context: PasswordContext): boolean {
  const folded = foldForContext(password);
  return wordsOf(context).some((word) => folded.includes(word)) || containsDigestedCard(folded, context.isCardNumber);
}

function containsDigestedCard(folded: string, isCardNumber: PasswordContext['isCardNumber']): boolean {
  if (!isCardNumber) return false;
  for (let at = folded.indexOf(CARD_PREFIX); at !== -1; at = folded.indexOf(CARD_PREFIX, at + 1)) {
    const digits = folded.slice(at, at + CARD_DIGITS);
    if (/^\d{16}$/.test(digits) && isCardNumber(digits)) return true;
  }
  return false;
}
