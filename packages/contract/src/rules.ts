import { z } from 'zod/mini';
import { notEmpty, text } from './fields';

/** Validation rules of the specification, section 5. Server and SPA both validate with these. */

/**
 * What people type around a code or key copied from paper or a screen: the dash of a printed
 * recovery key (XXXXX-XXXXX), spaces between groups, around it. The one normaliser of typed codes.
 */
export function compactCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * The MFA confirmation input takes letters and digits only, once spaces and dashes are dropped: the
 * same field takes every method's code, a recovery key as printed (`DEMKY-22222`, `demky 22222`) too.
 */
export const mfaCodeInput = z.pipe(
  z.pipe(text(64), z.transform(compactCode)),
  z.string().check(notEmpty(), z.regex(/^[A-Za-z0-9]+$/, 'letters_digits_only')),
);

export const CARD_PREFIX = '5065';
export const cardNumber = z.pipe(
  z.pipe(text(64), z.transform((v: string) => v.replace(/[\s-]/g, ''))),
  z.string().check(notEmpty(), z.regex(/^5065\d{12}$/, 'card_number')),
);

/**
 * Belgian national register number: 11 digits YYMMDD SSS CC (dots, dashes and spaces allowed). The
 * check digits are 97 - (the first nine digits mod 97); for people born from 2000 on, the nine
 * digits are prefixed with 2 before the modulo. Either century rule passing makes it valid.
 */
export function isNationalRegisterNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const base = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  const expected = (n: bigint) => 97 - Number(n % 97n);
  return expected(BigInt(base)) === check || expected(BigInt(`2${base}`)) === check;
}
export function normalizeNationalRegisterNumber(input: string): string {
  return input.replace(/[\s.-]/g, '');
}
export const nationalRegisterNumber = z.pipe(
  z.pipe(text(64), z.transform(normalizeNationalRegisterNumber)),
  z.string().check(notEmpty(), z.refine(isNationalRegisterNumber, 'national_register_number')),
);

/** Invitation codes are compared without case, spaces or dashes: 6 to 32 letters and digits. */
export function normalizeInvitationCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}
export const invitationCode = z.pipe(
  z.pipe(text(64), z.transform(normalizeInvitationCode)),
  z.string().check(notEmpty(), z.regex(/^[A-Z0-9]{6,32}$/, 'invitation_code')),
);

export const EMAIL_CODE_LENGTH = 8;
export const SMS_CODE_LENGTH = 8;
export const TOTP_CODE_LENGTH = 6;
export const deliveredCode = text(64).check(notEmpty(), z.regex(/^\d{8}$/, 'code_format'));
export const totpCode = text(64).check(notEmpty(), z.regex(/^\d{6}$/, 'code_format'));

/**
 * E-mail addresses are compared as stored: trimmed, Unicode NFC (one spelling for an accented
 * letter however it was typed) and lower case, so that uniqueness checks see one address once.
 */
export function normalizeEmail(input: string): string {
  return input.trim().normalize('NFC').toLowerCase();
}
/** Internationalised addresses (zoë@…, RFC 6531) are allowed; the domain needs a dot. */
const EMAIL_PATTERN = /^[^\s@"]{1,64}@[^\s@."]+(\.[^\s@."]+)+$/u;
export const email = z.pipe(
  z.pipe(text(254, 'email'), z.transform(normalizeEmail)),
  z.pipe(z.string().check(notEmpty()), z.email({ pattern: EMAIL_PATTERN, error: 'email' })),
);

/**
 * Phone numbers are kept in E.164. People type spaces, dots, dashes, brackets and a 00 prefix;
 * those are removed before the check (the check itself: phone.ts).
 */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s.\-()/]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}
/** A login name as typed to sign in or to recover an account: required, trimmed; which kind it is comes later. */
export const loginName = text(254).check(z.trim(), notEmpty());

/** A login name is an e-mail address or a phone number; which one is decided by the '@'. */
export function usernameKind(username: string): 'email' | 'phone' {
  return username.includes('@') ? 'email' : 'phone';
}

/** password_status 1 and 2 mark a weak password that must be replaced before signing in. */
export function isWeakPasswordStatus(status: number): boolean {
  return status === 1 || status === 2;
}

/** The device id the SPA generates once and keeps in local storage (a UUID). */
export const deviceId = z.uuid();

/**
 * What a second-factor input must hold for a method: the card number for the card check, a 6-digit
 * code for the authenticator, letters and digits for the rest (delivered codes, recovery keys).
 */
export function codeRuleFor(kind: string): z.ZodMiniType<string, string> {
  if (kind === 'card') return cardNumber;
  if (kind === 'totp') return totpCode;
  return mfaCodeInput;
}

/**
 * Recovery keys: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as
 * XXXXX-XXXXX. People may type them in lower case and with or without the dash.
 */
export const RECOVERY_KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RECOVERY_KEY_LENGTH = 10;
export const RECOVERY_KEY_COUNT = 10;
/** A recovery key as stored (hashed): mfaCodeInput's compact form, in upper case. */
export function normalizeRecoveryKey(input: string): string {
  return compactCode(input).toUpperCase();
}
