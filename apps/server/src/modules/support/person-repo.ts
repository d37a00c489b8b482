import type { Db } from '../../db/database';

/**
 * The person's page reads the account's own rows in a fixed number of statements, each on an
 * indexed user_id, whatever the account holds. Never a secret: no TOTP secret, no key or code hash,
 * no passkey public key.
 */

export function personOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'firstname', 'lastname', 'language', 'customer_user_id', 'created_at', 'card_number_hash', 'closed_at', 'erase_at']).where('id', '=', userId).executeTakeFirst();
}

/** Second-factor methods, primary first: kind and target (masked by the caller), never `secret_enc`. */
export function methodsOf(db: Db, userId: number) {
  return db.selectFrom('mfa_methods').select(['id', 'method', 'target', 'is_primary', 'created_at']).where('user_id', '=', userId).orderBy('is_primary', 'desc').orderBy('id').execute();
}

/** Passkeys not removed: names and dates, and the credential id the sign-in limits count by. */
export function passkeysOf(db: Db, userId: number) {
  return db.selectFrom('passkeys').select(['id', 'name', 'credential_id', 'created_at', 'last_used_at']).where('user_id', '=', userId).where('removed_at', 'is', null).orderBy('id').execute();
}

export async function recoveryKeysLeft(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('recovery_keys').select((eb) => eb.fn.countAll<number>().as('left')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
  return Number(row?.left ?? 0);
}

export function cardsOf(db: Db, userId: number) {
  return db.selectFrom('cards').select(['id', 'kind', 'status', 'activated_at']).where('user_id', '=', userId).orderBy('id').execute();
}

/** Whether the account exists: every action on an unknown person is 404 not_found. */
export async function personExists(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}
