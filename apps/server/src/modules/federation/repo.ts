import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Tables } from '../../db/types';

/**
 * What the upstream account (issuer and subject) may reach here: the account it is linked to, or
 * the account it was unlinked from (then it signs in nowhere), or nothing yet.
 */
export async function linkOfUpstream(db: Db, issuer: string, subject: string): Promise<{ userId: number; unlinked: boolean } | null> {
  const row = await db.selectFrom('external_logins').select(['user_id', 'unlinked_at']).where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
  return row ? { userId: row.user_id, unlinked: row.unlinked_at !== null } : null;
}

/** Whether the person once unlinked Microsoft from this account: it is then never linked again by e-mail. */
export async function hasUnlinked(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('external_logins').select('id').where('user_id', '=', userId).where('unlinked_at', 'is not', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Records the link (the spec's Microsoft login e-mail of the user); a repeat keeps the first. */
export async function linkUpstreamAccount(db: Db, row: { user_id: number; issuer: string; subject: string; email: string; created_at: number }): Promise<void> {
  await db.insertInto('external_logins').values(row).onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing()).execute();
}

/**
 * Marks every live link of the account unlinked, in one conditional update (two unlinks at once:
 * one of them finds nothing). The rows stay: they keep the upstream account and the account apart.
 */
export async function markUnlinked(db: Db, userId: number, now: number): Promise<number> {
  const result = await db.updateTable('external_logins').set({ unlinked_at: now }).where('user_id', '=', userId).where('unlinked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The linked Microsoft e-mail of the account in a `users` row (newest live link), for GET /api/user's one statement. */
export const microsoftEmailOfUserRow = (eb: ExpressionBuilder<Tables, 'users'>) =>
  eb
    .selectFrom('external_logins')
    .select('external_logins.email')
    .whereRef('external_logins.user_id', '=', 'users.id')
    .where('external_logins.unlinked_at', 'is', null)
    .orderBy('external_logins.id', 'desc')
    .limit(1);
