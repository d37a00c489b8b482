import { email, phone } from '@portal/contract/rules';
import { ApiError } from '../../lib/api-error';

/**
 * The e-mail address or phone number of a method being added or changed, normalised as the
 * contract's rules do (lower case, E.164). Bad or missing input is a 400 naming the `target` field.
 */
export function parseTarget(kind: 'email' | 'sms', raw: string | undefined): string {
  if (!raw) throw new ApiError('validation.invalid', { fields: [{ path: 'target', code: 'required' }] });
  const parsed = (kind === 'email' ? email : phone).safeParse(raw);
  if (!parsed.success) throw new ApiError('validation.invalid', { fields: [{ path: 'target', code: kind === 'email' ? 'email' : 'phone' }] });
  return parsed.data;
}

/** A second method of the same kind and target is refused with the specification's texts (422). */
export function refuseDuplicate(kind: 'email' | 'sms', target: string, others: readonly { method: string; target: string | null }[]): void {
  if (others.some((m) => m.method === kind && m.target === target)) {
    throw new ApiError(kind === 'email' ? 'mfa.email_duplicated' : 'mfa.sms_duplicated');
  }
}
