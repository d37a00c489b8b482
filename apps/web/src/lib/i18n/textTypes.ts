import type { ErrorCode } from '@portal/contract/errors';
import type { FieldErrorCode } from '@portal/contract/fields';
import type { ClientErrorCode } from '../api/ApiError';

/**
 * The `errors` section mirrors the error codes: `mfa.invalid_code` is `errors.mfa.invalid_code`.
 * Deriving it from the contract's catalogue makes a code without a text a type error.
 */
type Code = ErrorCode | ClientErrorCode;
type Head<K> = K extends `${infer H}.${string}` ? H : K;
type Tail<K, H extends string> = K extends `${H}.${infer T}` ? T : never;

export type ErrorTexts = {
  [H in Head<Code>]: [Tail<Code, H>] extends [never] ? string : Record<Tail<Code, H>, string>;
};

/** Field-level codes of the contract's zod rules, shown as `validation.<code>`. */
export type ValidationTexts = Record<FieldErrorCode, string>;
