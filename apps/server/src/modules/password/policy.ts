import { containsPersonalInfo, type PasswordContext } from '@portal/contract/password-context';
import { ApiError } from '../../lib/api-error';
import { hashPassword } from '../../lib/passwords';
import { isCommonPassword } from './common';

const refused = (code: 'password_common' | 'password_personal_info') => new ApiError('validation.invalid', { fields: [{ path: 'password', code }] });

/**
 * The context check alone, for a flow that may learn the person only after hashing (a recovery
 * request, whose answers must not differ before it is known to complete).
 */
export function refusePersonalPassword(normalized: string, context: PasswordContext): void {
  if (containsPersonalInfo(normalized, context)) throw refused('password_personal_info');
}

/**
 * The last check of a new password (the contract's schema already applied the rules and NFKC) and
 * its hash. Every place a password is chosen passes what it knows of the person: the context check
 * (contract password-context.ts) refuses their e-mail, phone, names and card number and the product
 * names. A common or personal password is a field error like the others, shown under the field.
 */
export async function hashNewPassword(normalized: string, context: PasswordContext): Promise<string> {
  refusePersonalPassword(normalized, context);
  if (isCommonPassword(normalized)) throw refused('password_common');
  return hashPassword(normalized);
}
