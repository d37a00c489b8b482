import { errorCodes, type ErrorCode } from '@portal/contract/errors';
import { isFieldErrorCode, type FieldErrorCode } from '@portal/contract/fields';
import { ApiError, type ClientErrorCode } from '../api/ApiError';
import type { EmptyField } from './locales/empty-fields/en';

type Code = ErrorCode | ClientErrorCode;
const known = new Set<string>([...errorCodes, 'network.timeout', 'network.failed'] satisfies Code[]);

/** The i18n key of any failure: its code when we know it, the generic server error otherwise. */
export function errorKey(error: unknown): `errors.${Code}` {
  const code = error instanceof ApiError && known.has(error.code) ? (error.code as Code) : 'server.error';
  return `errors.${code}`;
}

/**
 * The i18n key of a form field's error (the zod rules' messages are field codes). Named, an empty
 * field says which it is and what to do ("Enter your e-mail address."), not "This field is required."
 */
export function fieldErrorKey(message: string | undefined, field?: EmptyField): `validation.${FieldErrorCode}` | `emptyField.${EmptyField}` {
  if (message === 'required' && field) return `emptyField.${field}`;
  return `validation.${isFieldErrorCode(message) ? message : 'invalid'}`;
}
