import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { LoginAttemptsTable } from '../../db/types';

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

export async function insertAttempt(db: Db, row: Insertable<LoginAttemptsTable>): Promise<void> {
  await db.insertInto('login_attempts').values(row).execute();
}

/** The attempt with its account's language, for the code message. */
export function findAttempt(db: Db, id: string) {
  return db
    .selectFrom('login_attempts')
    .innerJoin('users', 'users.id', 'login_attempts.user_id')
    .selectAll('login_attempts')
    .select('users.language')
    .where('login_attempts.id', '=', id)
    .executeTakeFirst();
}

/**
 * Stores a new code, replacing the previous one. Only if no other send happened since `sendsBefore`
 * was read, so two simultaneous requests cannot both send.
 */
export async function recordCodeSent(
  db: Db,
  attempt: { id: string; sendsBefore: number; methodId: number; codeHash: string; sentAt: number; expiresAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('login_attempts')
    .set((eb) => ({
      code_hash: attempt.codeHash,
      code_sent_at: attempt.sentAt,
      code_expires_at: attempt.expiresAt,
      chosen_method_id: attempt.methodId,
      sends: eb('sends', '+', 1),
    }))
    .where('id', '=', attempt.id)
    .where('sends', '=', attempt.sendsBefore)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The method of a login that delivers nothing (authenticator, recovery key, card) was picked. */
export async function chooseAttemptMethod(db: Db, id: string, methodId: number): Promise<void> {
  await db.updateTable('login_attempts').set({ chosen_method_id: methodId }).where('id', '=', id).where('completed_at', 'is', null).execute();
}
