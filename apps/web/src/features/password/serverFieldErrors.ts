import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isFieldErrorCode } from '@portal/contract/fields';
import { ApiError } from '../../lib/api/ApiError';

/**
 * Puts the server's field codes (a wrong current password, a common new one) under their inputs.
 * Answers whether it placed any; other failures stay for the form's alert.
 */
export function placeFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = (error.body as { fields?: { path: string; code: string }[] } | null)?.fields ?? [];
  let placed = false;
  for (const field of fields) {
    if (!known.includes(field.path as Path<T>) || !isFieldErrorCode(field.code)) continue;
    setError(field.path as Path<T>, { type: 'server', message: field.code }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
