import { z } from 'zod/mini';

/**
 * Field-level error codes: the messages of the zod rules in rules.ts and auth.ts, and the `code` of
 * each entry of a `validation.invalid` answer's `fields`. The SPA renders them as `validation.<code>`.
 */
export const fieldErrorCodes = [
  'required',
  'invalid',
  'password_required',
  'letters_digits_only',
  'card_number',
  'national_register_number',
  'invitation_code',
  'code_format',
  'email',
  'phone',
  'passkey_name',
  'control_characters',
  'iban',
  'password_too_short',
  'password_too_long',
  'password_no_letter',
  'password_no_digit',
  'password_no_special',
  'password_common',
  'password_personal_info',
  'password_mismatch',
  'password_wrong',
  'terms_required',
  'reason_too_short',
  'audit_range',
  'deletion_word',
  // A support reset's code goes only to a verified address or number (docs/support.md).
  'unverified',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export function isFieldErrorCode(value: string | undefined): value is FieldErrorCode {
  return !!value && (fieldErrorCodes as readonly string[]).includes(value);
}

/**
 * Control characters (C0, DEL, C1) are part of no name, address, code or token a person or app
 * sends. PostgreSQL cannot even store a NUL in text, so they are refused at the boundary.
 */
/* eslint-disable no-control-regex -- these two patterns exist to find control characters */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/* eslint-enable no-control-regex */

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * The one string schema for input: every string field of a request (body, query, path) starts
 * here. A control character anywhere is the field error `control_characters` (the SPA's
 * `validation.control_characters`); longer than `max` is `tooLong` (`invalid` unless the rule names its own). The check runs before any
 * `z.trim()` the caller adds, so a trailing NUL is refused, not trimmed away.
 */
export function text(max: number, tooLong: FieldErrorCode = 'invalid'): z.ZodMiniString<string> {
  return z.string().check(z.regex(NO_CONTROL_CHARACTERS, 'control_characters'), z.maxLength(max, tooLong));
}

/**
 * A password as typed (to sign in, the current one, a confirmation): required, and no policy: the
 * policy is for new passwords (password.ts).
 */
export const typedPassword = text(1024).check(z.minLength(1, 'password_required'));

/**
 * An empty value is its own error (`required`), the only one reported: the person is told to fill
 * the field in ("Enter your e-mail address"), not that what they typed is invalid.
 */
export const notEmpty = () => z.minLength(1, { error: 'required', abort: true });
