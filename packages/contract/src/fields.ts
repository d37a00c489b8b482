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
  'code_format',
  'email',
  'phone',
  'passkey_name',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export function isFieldErrorCode(value: string | undefined): value is FieldErrorCode {
  return !!value && (fieldErrorCodes as readonly string[]).includes(value);
}
