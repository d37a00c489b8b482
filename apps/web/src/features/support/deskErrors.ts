import { isApiError } from '../../lib/api/ApiError';
import { errorKey } from '../../lib/i18n/errorKeys';

/**
 * The text of a desk call's failure. `support.identity_mismatch` (the support reset's identity check
 * failed) is translated here until the contract's catalogue (errors.ts) lists it, which makes it
 * `errors.support.identity_mismatch` like every other code.
 */
export function deskErrorKey(error: unknown): ReturnType<typeof errorKey> | 'desk.errors.identityMismatch' {
  if (isApiError(error, 'support.identity_mismatch')) return 'desk.errors.identityMismatch';
  return errorKey(error);
}
