import { phone } from '@portal/contract/phone';
import { email } from '@portal/contract/rules';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { otherAccountWithLogin } from '../accounts';

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

const duplicated = (kind: 'email' | 'sms') => new ApiError(kind === 'email' ? 'mfa.email_duplicated' : 'mfa.sms_duplicated');

/** Another method of this account with the same kind and target is refused (422). */
export function refuseDuplicate(kind: 'email' | 'sms', target: string, others: readonly { method: string; target: string | null }[]): void {
  if (others.some((m) => m.method === kind && m.target === target)) throw duplicated(kind);
}

/**
 * Another account's method (one that is not also its login name) is refused with the
 * specification's texts (422). Another account's login e-mail or phone is not (issue 10): the
 * activation goes on and its confirmation offers the merge (activation-finish.ts).
 */
export async function refuseForeignTarget(db: Db, userId: number, kind: 'email' | 'sms', target: string): Promise<void> {
  const [owner, method] = await Promise.all([
    otherAccountWithLogin(db, kind, target, userId),
    db.selectFrom('mfa_methods').select('user_id').where('method', '=', kind).where('target', '=', target).where('user_id', '!=', userId).executeTakeFirst(),
  ]);
  if (method && !owner) throw duplicated(kind);
}
