import { sql, type ExpressionBuilder, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { jsonArrayFrom, parsedJsonArray } from '../../db/json-array';
import { preparedQuery } from '../../db/prepared-query';
import type { Tables, UsersTable } from '../../db/types';

/**
 * The account a login name belongs to: `username` is already normalised (lowercased e-mail, E.164).
 * `open`: only an open account (a forgotten password, a recovery: a closed one is answered as no
 * account); without it a closed account still holds its names until it is erased (onboarding).
 */
export function findByUsername(db: Db, kind: 'email' | 'phone', username: string, options: { open?: boolean } = {}) {
  const columns = ['users.id', 'users.password_hash', 'users.password_status', 'users.language'] as const;
  const openOnly = options.open === true;
  return kind === 'email'
    ? db.selectFrom('user_emails').innerJoin('users', 'users.id', 'user_emails.user_id').select(columns).where('user_emails.email', '=', username).where(openFilter(openOnly)).orderBy('users.id').executeTakeFirst()
    : db.selectFrom('user_phones').innerJoin('users', 'users.id', 'user_phones.user_id').select(columns).where('user_phones.phone', '=', username).where(openFilter(openOnly)).orderBy('users.id').executeTakeFirst();
}

/** Only open accounts with `openOnly`, else every account. */
const openFilter = (openOnly: boolean) => (eb: ExpressionBuilder<Tables, 'users'>) => (openOnly ? eb('users.closed_at', 'is', null) : eb.lit(true));

/**
 * How many accounts sharing a login name a sign-in looks at. Every wrong password costs this many
 * argon2 checks (lib/passwords.ts matchTypedPassword), so it is kept small.
 */
export const MAX_ACCOUNTS_PER_LOGIN = 3;
const signInColumns = ['users.id', 'users.password_hash', 'users.password_status', 'users.language', 'users.closed_at', 'users.erase_at'] as const;
const accountsByEmail = preparedQuery((db, v: { username: string }) =>
  db.selectFrom('user_emails').innerJoin('users', 'users.id', 'user_emails.user_id').select(signInColumns).where('user_emails.email', '=', v.username).orderBy('users.id').limit(MAX_ACCOUNTS_PER_LOGIN),
);
const accountsByPhone = preparedQuery((db, v: { username: string }) =>
  db.selectFrom('user_phones').innerJoin('users', 'users.id', 'user_phones.user_id').select(signInColumns).where('user_phones.phone', '=', v.username).orderBy('users.id').limit(MAX_ACCOUNTS_PER_LOGIN),
);

/** Every account signing in with this name, oldest first: since migration 0015 a name may belong to several (at most MAX_ACCOUNTS_PER_LOGIN looked at). */
export function findAllByUsername(db: Db, kind: 'email' | 'phone', username: string) {
  return (kind === 'email' ? accountsByEmail : accountsByPhone)(db, { username });
}

export async function findUserIdByVerifiedEmail(db: Db, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('user_emails')
    .innerJoin('users', 'users.id', 'user_emails.user_id')
    .select('user_emails.user_id')
    .where('user_emails.email', '=', email)
    .where('user_emails.verified', '=', 1)
    .where('users.closed_at', 'is', null)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Another account that uses this e-mail address or phone number as its login. */
export async function otherOwnerOf(db: Db, kind: 'email' | 'sms', target: string, userId: number): Promise<number | null> {
  const row =
    kind === 'email'
      ? await db.selectFrom('user_emails').select('user_id').where('email', '=', target).where('user_id', '!=', userId).executeTakeFirst()
      : await db.selectFrom('user_phones').select('user_id').where('phone', '=', target).where('user_id', '!=', userId).executeTakeFirst();
  return row?.user_id ?? null;
}

const profileColumns = [
  'id', 'firstname', 'lastname', 'birthdate', 'gender', 'language', 'user_id', 'customer_user_id', 'fridom_user_id',
  'password_status', 'last_password_change', 'mfa_forced', 'mfa_customer',
] as const;

const cardHashQuery = preparedQuery((db, v: { userId: number }) => db.selectFrom('users').select('card_number_hash').where('id', '=', v.userId));

export async function cardHashOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await cardHashQuery(db, { userId });
  return row?.card_number_hash ?? null;
}

type ContactKind = 'email' | 'phone';
// A contact as every read of an account's contacts answers it (contactsOf, profileReader).
const emailColumns = ['id', 'email as value', 'is_default', 'verified'] as const;
const phoneColumns = ['id', 'phone as value', 'is_default', 'verified'] as const;
const contactRows = (db: Db, userId: number) =>
  db
    .selectFrom('user_emails')
    .select([sql<ContactKind>`'email'`.as('kind'), ...emailColumns])
    .where('user_id', '=', userId)
    .unionAll(db.selectFrom('user_phones').select([sql<ContactKind>`'phone'`.as('kind'), ...phoneColumns]).where('user_id', '=', userId));

const contactsQuery = preparedQuery((db, v: { userId: number }) => contactRows(db, v.userId));

type Contact = { id: number; value: string; is_default: number; verified: number };

/** Default first, then in the order added: the order of every list of contacts (sorted here, so no statement sorts). */
const defaultFirst = (contacts: Contact[]) => contacts.sort((a, b) => b.is_default - a.is_default || a.id - b.id);

const byKind = <R extends Contact & { kind: ContactKind | null }>(rows: R[]) => {
  const of = (kind: ContactKind): Contact[] => defaultFirst(rows.filter((r) => r.kind === kind).map(({ id, value, is_default, verified }) => ({ id, value, is_default, verified })));
  return { emails: of('email'), phones: of('phone') };
};

/** The e-mail addresses and phone numbers of the account, default first, in one query. */
export async function contactsOf(db: Db, userId: number) {
  return byKind(await contactsQuery(db, { userId }));
}

/** The recovery keys of the account in a `users` row, as a subquery: the mfa module owns their table. */
export type RecoveryKeysOfUserRow = (eb: ExpressionBuilder<Tables, 'users'>) => SelectQueryBuilder<Tables, 'recovery_keys', { id: number; used_at: number | null }>;
/** The linked Microsoft e-mail of the account in a `users` row, as a scalar subquery: the federation module owns its table. */
export type MicrosoftEmailOfUserRow = (eb: ExpressionBuilder<Tables, 'users'>) => SelectQueryBuilder<Tables, 'external_logins', { email: string }>;

/**
 * GET /api/user's read of the account's profile columns with its e-mail addresses and phone numbers
 * (default first), its recovery keys (in the order made) and its linked Microsoft e-mail; undefined
 * when the account is gone. One statement and one row on every call, the lists as JSON arrays: a
 * join of the contacts cost SQLite four times as much (db/json-array.ts). The recovery keys' and
 * the Microsoft e-mail's subqueries are given by the caller (accounts/service.ts), since the mfa and
 * federation modules, which own their tables, themselves import this module.
 */
export function profileReader(recoveryKeysOf: RecoveryKeysOfUserRow, microsoftEmailOf: MicrosoftEmailOfUserRow) {
  const query = preparedQuery((db, v: { userId: number }) =>
    db
      .selectFrom('users')
      .select(profileColumns.map((column) => `users.${column}` as const))
      .select((eb) => [
        jsonArrayFrom(db, eb.selectFrom('user_emails').select(emailColumns).whereRef('user_emails.user_id', '=', 'users.id')).as('emails'),
        jsonArrayFrom(db, eb.selectFrom('user_phones').select(phoneColumns).whereRef('user_phones.user_id', '=', 'users.id')).as('phones'),
        jsonArrayFrom(db, recoveryKeysOf(eb)).as('recovery_keys'),
        microsoftEmailOf(eb).as('microsoft_email'),
      ])
      .where('users.id', '=', v.userId),
  );
  return async (db: Db, userId: number) => {
    const [row] = await query(db, { userId });
    if (!row) return undefined;
    const { emails, phones, recovery_keys, ...account } = row;
    return {
      account,
      emails: defaultFirst(parsedJsonArray(emails)),
      phones: defaultFirst(parsedJsonArray(phones)),
      recoveryKeys: parsedJsonArray(recovery_keys).sort((a, b) => a.id - b.id),
    };
  };
}

// Every OpenID token and userinfo request reads it, so it is compiled once (db/prepared-query.ts).
const withDefaults = preparedQuery((db, where: { userId: number }) =>
  db
    .selectFrom('users')
    .leftJoin('user_emails', (join) => join.onRef('user_emails.user_id', '=', 'users.id').on('user_emails.is_default', '=', 1))
    .leftJoin('user_phones', (join) => join.onRef('user_phones.user_id', '=', 'users.id').on('user_phones.is_default', '=', 1))
    .select([
      'users.id', 'users.firstname', 'users.lastname', 'users.birthdate', 'users.gender', 'users.language',
      'users.user_id', 'users.customer_user_id', 'users.fridom_user_id', 'users.mfa_forced', 'users.mfa_customer',
      'user_emails.email', 'user_emails.verified as email_verified', 'user_phones.phone', 'user_phones.verified as phone_verified',
    ])
    .where('users.id', '=', where.userId),
);

/** The person with their default e-mail address and phone number, in one query. */
export async function findWithDefaults(db: Db, userId: number) {
  return (await withDefaults(db, { userId }))[0];
}

/**
 * A no-op update that takes the account's row lock on PostgreSQL (SQLite transactions already run
 * one at a time): serialises changes that count or replace an account's rows.
 */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set((eb) => ({ id: eb.ref('id') })).where('id', '=', userId).execute();
}

export async function hasAnyUser(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Db, user: Insertable<UsersTable>, contact: { email: string; phone: string; verified: boolean }): Promise<number> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  const row = { user_id: id, is_default: 1, verified: contact.verified ? 1 : 0, created_at: user.created_at };
  await db.insertInto('user_emails').values({ ...row, email: contact.email }).execute();
  await db.insertInto('user_phones').values({ ...row, phone: contact.phone }).execute();
  return id;
}

export function passwordOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['password_hash', 'password_status']).where('id', '=', userId).executeTakeFirst();
}

/** A new password hash: the status goes back to 0 (not weak) and the change time is set. */
export async function updatePassword(db: Db, userId: number, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, password_status: 0, last_password_change: now }).where('id', '=', userId).execute();
}
