import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PasskeysTable } from '../../db/types';

const listed = ['id', 'name', 'credential_id', 'transports', 'backed_up', 'created_at', 'last_used_at'] as const;

/** The person's passkeys that are not removed, oldest first. */
export function livePasskeysOf(db: Db, userId: number) {
  return db.selectFrom('passkeys').select(listed).where('user_id', '=', userId).where('removed_at', 'is', null).orderBy('id').execute();
}

/** Any passkey with this credential id, removed ones included (a credential id is never reused). */
export function findByCredentialId(db: Db, credentialId: string) {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export function findLive(db: Db, userId: number, id: number) {
  return db.selectFrom('passkeys').select(listed).where('id', '=', id).where('user_id', '=', userId).where('removed_at', 'is', null).executeTakeFirst();
}

export async function insertPasskey(db: Db, row: Insertable<PasskeysTable>): Promise<number> {
  const { id } = await db.insertInto('passkeys').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function setName(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('passkeys').set({ name }).where('id', '=', id).execute();
}

export async function markRemoved(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('passkeys').set({ removed_at: now }).where('id', '=', id).execute();
}

/**
 * Records a successful use. Only if the counter is still the one the verification saw, so that two
 * simultaneous uses of one signature cannot both pass the counter check.
 */
export async function recordUse(
  db: Db,
  use: { id: number; counterBefore: number; counter: number; backedUp: boolean; at: number; ip: string },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: use.counter, backed_up: use.backedUp ? 1 : 0, last_used_at: use.at, last_used_ip: use.ip })
    .where('id', '=', use.id)
    .where('counter', '=', use.counterBefore)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Serialises changes to one account's passkeys: a no-op update takes the row lock on PostgreSQL
 * (SQLite transactions already run one at a time), so the count limit and the passkey MFA method
 * stay right when two registrations race.
 */
export async function lockAccount(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set((eb) => ({ id: eb.ref('id') })).where('id', '=', userId).execute();
}

export function passkeyMethodOf(db: Db, userId: number) {
  return db.selectFrom('mfa_methods').select('id').where('user_id', '=', userId).where('method', '=', 'passkey').executeTakeFirst();
}

export async function insertPasskeyMethod(db: Db, userId: number, now: number): Promise<void> {
  await db.insertInto('mfa_methods').values({ user_id: userId, method: 'passkey', target: null, is_primary: 0, created_at: now }).execute();
}

export async function deletePasskeyMethod(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('mfa_methods').where('user_id', '=', userId).where('method', '=', 'passkey').execute();
}

/** What a passkey is labelled with on the authenticator: the default e-mail (else phone) and the name. */
export async function accountLabel(db: Db, userId: number) {
  const [user, email, phone] = await Promise.all([
    db.selectFrom('users').select(['firstname', 'lastname', 'language']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('user_emails').select('email').where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').executeTakeFirst(),
    db.selectFrom('user_phones').select('phone').where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').executeTakeFirst(),
  ]);
  return user ? { ...user, username: email?.email ?? phone?.phone ?? `${user.firstname} ${user.lastname}` } : undefined;
}
