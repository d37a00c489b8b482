import { z } from 'zod/mini';
import { text, typedPassword } from './fields';

/**
 * The one password policy (spec section 5), for the server's checks and the SPA's form and meter.
 * Passwords are compared in Unicode NFKC, so the same password typed on another keyboard (composed
 * or decomposed accents, full-width digits) is the same password; lengths count code points.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** The rules one by one, in the order the form lists them; each is its field error code. */
export const passwordRules = ['password_too_short', 'password_no_letter', 'password_no_digit', 'password_no_special'] as const;
export type PasswordRule = (typeof passwordRules)[number];

/**
 * How many of each a password needs: the check below counts against these, and the form's list
 * names them ("At least 12 characters"), so the numbers are written once.
 */
export const passwordRuleMinimums: Readonly<Record<PasswordRule, number>> = {
  password_too_short: PASSWORD_MIN_LENGTH,
  password_no_letter: 1,
  password_no_digit: 1,
  password_no_special: 1,
};

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
/** Anything that is neither a letter nor a number: punctuation, symbols, spaces. */
const SPECIAL = /[^\p{L}\p{N}]/u;

/** What each rule counts, over the password's code points. */
const counted: Record<PasswordRule, (codePoints: string[]) => number> = {
  password_too_short: (codePoints) => codePoints.length,
  password_no_letter: (codePoints) => codePoints.filter((c) => LETTER.test(c)).length,
  password_no_digit: (codePoints) => codePoints.filter((c) => DIGIT.test(c)).length,
  password_no_special: (codePoints) => codePoints.filter((c) => SPECIAL.test(c)).length,
};

/** The rules a password breaks (empty when it follows them all), before the common-password check. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  const codePoints = [...normalizePassword(password)];
  return passwordRules.filter((rule) => counted[rule](codePoints) < passwordRuleMinimums[rule]);
}

/**
 * Too long is its own code. Error messages never show the numbers (spec: 'Not enough characters');
 * only the list of rules under a new password names the minimums.
 */
export function isPasswordTooLong(password: string): boolean {
  return [...normalizePassword(password)].length > PASSWORD_MAX_LENGTH;
}

/**
 * The check of a form with a new `password` and its confirmation in `field`: the two must match,
 * compared in the NFKC form the new password is parsed to ("Passwords don't match!" under the
 * confirmation).
 */
export function confirmedIn<K extends string>(field: K) {
  return z.refine<{ password: string } & Record<K, string>>((v) => v.password === v[field].normalize('NFKC'), { path: [field], message: 'password_mismatch' });
}

/**
 * A new password in a request: required, every rule, at most 128 code points; parsed to its NFKC
 * form, which is what gets hashed. The common-password check runs on the server only (its list is
 * too big for the SPA's bundle) and answers the field code `password_common`.
 */
export const newPassword = z.pipe(
  text(1024, 'password_too_long').check(
    z.minLength(1, 'password_required'),
    z.superRefine((value, ctx) => {
      // Empty and over 1024 characters already have their issue from the checks before.
      if (value.length === 0 || value.length > 1024) return;
      if (isPasswordTooLong(value)) ctx.addIssue({ code: 'custom', message: 'password_too_long' });
      else for (const rule of brokenPasswordRules(value)) ctx.addIssue({ code: 'custom', message: rule });
    }),
  ),
  z.transform(normalizePassword),
);

/** POST /api/user/password: the current password and the new one (the confirmation stays in the form). */
export const changePasswordRequest = z.object({
  current: typedPassword,
  password: newPassword,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** POST /api/token/weak-password: the single-use permission of a completed second factor, and the new password. */
export const weakPasswordRequest = z.object({
  reset: text(200).check(z.minLength(1)),
  password: newPassword,
});
export type WeakPasswordRequest = z.input<typeof weakPasswordRequest>;

/** A rough strength for the SPA's meter: 0 (empty) to 4, from the rules and the length. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (password.length === 0) return 0;
  const broken = brokenPasswordRules(password).length;
  if (broken >= 2) return 1;
  if (broken === 1) return 2;
  return [...normalizePassword(password)].length >= 16 ? 4 : 3;
}
