import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { MfaMethodRow, MfaMethodsTable, Tables } from '../../db/types';

/** Methods a person picks from, and steps up with; recovery keys and support codes are listed only with includeAll. */
export const selectableKinds: readonly MfaMethodRow['method'][] = ['email', 'sms', 'totp', 'card', 'passkey'];

const columns = ['id', 'method', 'target', 'is_primary', 'secret_enc', 'last_used_step'] as const;

const methodsQuery = preparedQuery((db, v: { userId: number }) =>
  db.selectFrom('mfa_methods').select(columns).where('user_id', '=', v.userId).orderBy('is_primary', 'desc').orderBy('id'),
);

/** The person's methods of the given kinds, primary first. An account has a handful: they are filtered here, so the query is always the same. */
export async function methodsOf(db: Db, userId: number, kinds: readonly MfaMethodRow['method'][]) {
  return (await methodsQuery(db, { userId })).filter((m) => kinds.includes(m.method));
}

export function findMethodOf(db: Db, userId: number, id: number) {
  return db.selectFrom('mfa_methods').select(columns).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertMethod(db: Db, row: Insertable<MfaMethodsTable>): Promise<number> {
  const { id } = await db.insertInto('mfa_methods').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateMethod(db: Db, id: number, changes: Partial<Pick<MfaMethodRow, 'target' | 'secret_enc' | 'last_used_step'>>): Promise<void> {
  await db.updateTable('mfa_methods').set(changes).where('id', '=', id).execute();
}

export async function deleteMethods(db: Db, userId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('mfa_methods').where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/** Makes one method the primary and every other method of the account not. */
export async function makePrimary(db: Db, userId: number, id: number): Promise<void> {
  await db
    .updateTable('mfa_methods')
    .set((eb) => ({ is_primary: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .where('user_id', '=', userId)
    .execute();
}

/** The recovery keys of the account, for the profile's totpRecovery list (never their values). */
const recoveryKeysQuery = preparedQuery((db, v: { userId: number }) =>
  db.selectFrom('recovery_keys').select(['id', 'used_at']).where('user_id', '=', v.userId).orderBy('id'),
);
export const recoveryKeysOf = (db: Db, userId: number) => recoveryKeysQuery(db, { userId });

/** The same keys as a subquery of a statement over `users` (GET /api/user reads them with the account), in no order. */
export const recoveryKeysOfUserRow = (eb: ExpressionBuilder<Tables, 'users'>) =>
  eb.selectFrom('recovery_keys').select(['id', 'used_at']).whereRef('recovery_keys.user_id', '=', 'users.id');

/**
 * The methods a login can use, primary first: delivered codes, the authenticator and its recovery
 * keys, the card, a passkey. Support codes are not a login method.
 */
const loginMethodsQuery = preparedQuery((db, v: { userId: number }) =>
  db
    .selectFrom('mfa_methods')
    .select(['id', 'method', 'target', 'is_primary'])
    .where('user_id', '=', v.userId)
    .where('method', 'in', ['email', 'sms', 'totp', 'card', 'totpRecovery', 'passkey'])
    .orderBy('is_primary', 'desc')
    .orderBy('id'),
);
export const loginMethods = (db: Db, userId: number) => loginMethodsQuery(db, { userId });

/**
 * What a sign-in offers after the password: the login methods, and the support method while its
 * one-time code (a `support` verification) is open: hidden once used or expired (docs/support.md).
 */
const signInMethodsQuery = preparedQuery((db, v: { userId: number; now: number }) =>
  db
    .selectFrom('mfa_methods')
    .select(['id', 'method', 'target', 'is_primary'])
    .where('user_id', '=', v.userId)
    .where((eb) =>
      eb.or([
        eb('method', 'in', ['email', 'sms', 'totp', 'card', 'totpRecovery', 'passkey']),
        eb.and([
          eb('method', '=', 'support'),
          eb.exists(
            eb
              .selectFrom('verifications')
              .select('verifications.id')
              .whereRef('verifications.user_id', '=', 'mfa_methods.user_id')
              .where('verifications.purpose', '=', 'support')
              .where('verifications.completed_at', 'is', null)
              .where('verifications.code_expires_at', '>', v.now),
          ),
        ]),
      ]),
    )
    .orderBy('is_primary', 'desc')
    .orderBy('id'),
);
export const signInMethods = (db: Db, userId: number, now: number) => signInMethodsQuery(db, { userId, now });

/**
 * A support reset's method (docs/support.md): one per person, so a new reset replaces the previous
 * one. Its target is the address or number the code went to.
 */
export async function replaceSupportMethod(db: Db, userId: number, target: string, now: number): Promise<void> {
  await db.deleteFrom('mfa_methods').where('user_id', '=', userId).where('method', '=', 'support').execute();
  await db.insertInto('mfa_methods').values({ user_id: userId, method: 'support', target, is_primary: 0, created_at: now }).execute();
}

export function findMethod(db: Db, userId: number, methodId: number) {
  return db
    .selectFrom('mfa_methods')
    .select(['id', 'method', 'target', 'is_primary', 'secret_enc', 'last_used_step'])
    .where('id', '=', methodId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The passkey method stands for every passkey of the account in the method list. */
export function passkeyMethodOf(db: Db, userId: number) {
  return db.selectFrom('mfa_methods').select('id').where('user_id', '=', userId).where('method', '=', 'passkey').executeTakeFirst();
}

export async function insertPasskeyMethod(db: Db, userId: number, now: number): Promise<void> {
  await db.insertInto('mfa_methods').values({ user_id: userId, method: 'passkey', target: null, is_primary: 0, created_at: now }).execute();
}

export async function deletePasskeyMethod(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('mfa_methods').where('user_id', '=', userId).where('method', '=', 'passkey').execute();
}

/** The kinds of method each of these accounts holds, in one query (the reminder sweep's batch). */
export async function methodKindsOfAccounts(db: Db, userIds: readonly number[]): Promise<Map<number, MfaMethodRow['method'][]>> {
  const kinds = new Map<number, MfaMethodRow['method'][]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return kinds;
  const rows = await db.selectFrom('mfa_methods').select(['user_id', 'method']).where('user_id', 'in', userIds).execute();
  for (const row of rows) kinds.get(row.user_id)?.push(row.method);
  return kinds;
}
