import type { Db } from '../../db/database';

/** The account a login name belongs to: `username` is already lowercased (e-mail) or E.164. */
export function findUserByUsername(db: Db, kind: 'email' | 'phone', username: string) {
  const columns = ['users.id', 'users.password_hash', 'users.password_status'] as const;
  return kind === 'email'
    ? db.selectFrom('user_emails').innerJoin('users', 'users.id', 'user_emails.user_id').select(columns).where('user_emails.email', '=', username).executeTakeFirst()
    : db.selectFrom('user_phones').innerJoin('users', 'users.id', 'user_phones.user_id').select(columns).where('user_phones.phone', '=', username).executeTakeFirst();
}

/**
 * The methods a login can use, primary first: delivered codes, the authenticator and its recovery
 * keys, the card, a passkey. Support codes are not a login method.
 */
export function loginMethods(db: Db, userId: number) {
  return db
    .selectFrom('mfa_methods')
    .select(['id', 'method', 'target', 'is_primary'])
    .where('user_id', '=', userId)
    .where('method', 'in', ['email', 'sms', 'totp', 'card', 'totpRecovery', 'passkey'])
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
}

export function findMethod(db: Db, userId: number, methodId: number) {
  return db
    .selectFrom('mfa_methods')
    .select(['id', 'method', 'target', 'is_primary', 'secret_enc', 'last_used_step'])
    .where('id', '=', methodId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The account's language, for the messages it is sent. */
export async function accountLanguage(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language ?? 'en';
}
