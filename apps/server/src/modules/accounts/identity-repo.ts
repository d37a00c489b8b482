import type { Db } from '../../db/database';

/**
 * Finding accounts by who the person is rather than by a login name (forgotten username): the keyed
 * digests of the card number and the national register number on the account (lib/identity-digest.ts;
 * both indexed, migration 0018).
 */
export async function idsByCardHash(db: Db, cardHash: string): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('card_number_hash', '=', cardHash).orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function idsByNationalRegisterNumberHash(db: Db, hash: string): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('national_register_number_hash', '=', hash).orderBy('id').execute();
  return rows.map((r) => r.id);
}

export interface LoginName {
  userId: number;
  kind: 'email' | 'phone';
  value: string;
}

/** The open accounts among these: a closed account (docs/privacy.md) lists no login name. */
const openAmong = (db: Db, userIds: readonly number[]) => db.selectFrom('users').select('id').where('id', 'in', userIds).where('closed_at', 'is', null);

/**
 * Every e-mail address and phone number of these accounts (closed ones' aside), in two queries whatever their number:
 * account by account, e-mail addresses then phone numbers, each kind default first.
 */
export async function loginNamesOf(db: Db, userIds: readonly number[]): Promise<LoginName[]> {
  if (userIds.length === 0) return [];
  const [emails, phones] = await Promise.all([
    db.selectFrom('user_emails').select(['user_id', 'email as value', 'is_default', 'id']).where('user_id', 'in', openAmong(db, userIds)).execute(),
    db.selectFrom('user_phones').select(['user_id', 'phone as value', 'is_default', 'id']).where('user_id', 'in', openAmong(db, userIds)).execute(),
  ]);
  const kindOrder = { email: 0, phone: 1 } as const;
  const rows = [...emails.map((r) => ({ ...r, kind: 'email' as const })), ...phones.map((r) => ({ ...r, kind: 'phone' as const }))];
  rows.sort((a, b) => a.user_id - b.user_id || kindOrder[a.kind] - kindOrder[b.kind] || b.is_default - a.is_default || a.id - b.id);
  return rows.map(({ user_id, kind, value }) => ({ userId: user_id, kind, value }));
}

/** Names and default e-mail address of these accounts, in one query, in the order of their ids. */
export async function namesOf(db: Db, userIds: readonly number[]): Promise<{ id: number; firstname: string; lastname: string; email: string | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .leftJoin('user_emails', (join) => join.onRef('user_emails.user_id', '=', 'users.id').on('user_emails.is_default', '=', 1))
    .select(['users.id', 'users.firstname', 'users.lastname', 'user_emails.email'])
    .where('users.id', 'in', userIds)
    .orderBy('users.id')
    .execute();
}
