import { ApiError } from '../../lib/api-error';
import { hashPassword } from '../../lib/passwords';
import { isCommonPassword } from './common';

/**
 * The last check of a new password (the contract's schema already applied the rules and NFKC) and
 * its hash. A common password is a field error like the others, so the form shows it under the field.
 */
export async function hashNewPassword(normalized: string): Promise<string> {
  if (isCommonPassword(normalized)) throw new ApiError('validation.invalid', { fields: [{ path: 'password', code: 'password_common' }] });
  return hashPassword(normalized);
}
