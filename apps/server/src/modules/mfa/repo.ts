import type { Db } from '../../db/database';
import type { MfaMethodRow } from '../../db/types';

/** The person's methods of the given kinds, primary first. */
export function methodsOf(db: Db, userId: number, kinds: readonly MfaMethodRow['method'][]) {
  return db
    .selectFrom('mfa_methods')
    .select(['id', 'method', 'target', 'is_primary'])
    .where('user_id', '=', userId)
    .where('method', 'in', kinds)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
}
