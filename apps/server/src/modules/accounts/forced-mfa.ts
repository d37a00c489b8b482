import type { Db } from '../../db/database';

/**
 * What the reminder schedule before forced MFA (modules/mfa/reminders) needs of the accounts: who
 * is on a platform, which ids exist, the facts of many accounts at once, and forcing the set-up.
 */

/** The sibling platforms an operator can name, by the id column that links an account to each. */
export const platformColumns = { mymonizze: 'user_id', clientarea: 'customer_user_id', fridom: 'fridom_user_id' } as const;
export type PlatformName = keyof typeof platformColumns;

export function isPlatformName(name: string): name is PlatformName {
  return Object.hasOwn(platformColumns, name);
}

/** Every account linked to the platform (its id column set), lowest id first. */
export async function accountIdsOnPlatform(db: Db, platform: PlatformName): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where(platformColumns[platform], 'is not', null).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Which of these ids are accounts. */
export async function existingAccountIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The MFA flags, language and default e-mail address of many accounts, in one query. */
export function mfaFactsOfAccounts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .leftJoin('user_emails', (join) => join.onRef('user_emails.user_id', '=', 'users.id').on('user_emails.is_default', '=', 1))
    .select(['users.id', 'users.mfa_forced', 'users.mfa_customer', 'users.language', 'user_emails.email'])
    .where('users.id', 'in', ids)
    .execute();
}

/** Makes the set-up mandatory: the next sign-in holds the person on it (modules/mfa/forced-setup.ts). */
export async function forceMfaSetup(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ mfa_forced: 1 }).where('id', '=', userId).execute();
}
