import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * What onboarding needs of the accounts module beyond createAccount: platform ids for a new
 * account, and linking the card it activated.
 */

export type PlatformColumn = 'user_id' | 'customer_user_id';

/** Arbitrary, fixed keys of the PostgreSQL advisory locks that serialise allocation per column. */
const LOCK_KEYS: Record<PlatformColumn, number> = { user_id: 0x0b0a_0001, customer_user_id: 0x0b0a_0002 };
const NEW_ACCOUNT_LOCK_KEY = 0x0b0a_0003;

/**
 * Makes new accounts take turns until commit, so that the check that nobody signs in with a new
 * account's e-mail address or phone number yet cannot race (since migration 0015 no unique index
 * stops it: one address may sit on several accounts of one person). PostgreSQL: an advisory lock;
 * SQLite transactions already run one at a time (`begin immediate`, db/sqlite.ts).
 */
export async function lockAccountCreation(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${NEW_ACCOUNT_LOCK_KEY}::bigint)`.execute(trx);
}

/**
 * The next platform id (the highest in use + 1), inside the caller's transaction. Two transactions
 * must not both read the same maximum: on PostgreSQL a transaction-scoped advisory lock makes them
 * take turns until commit; SQLite transactions start with `begin immediate` (db/sqlite.ts) and
 * already run one at a time.
 */
export async function allocatePlatformId(trx: Db, column: PlatformColumn): Promise<number> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${LOCK_KEYS[column]}::bigint)`.execute(trx);
  const row = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.max(column).as('highest'))
    .executeTakeFirst();
  return Number(row?.highest ?? 0) + 1;
}

/** Records the activated card (and its holder's national register number) on the account, as their digests. */
export async function linkCard(trx: Db, userId: number, card: { cardHash: string; nationalRegisterNumberHash: string | null }): Promise<void> {
  await trx
    .updateTable('users')
    .set({ card_number_hash: card.cardHash, ...(card.nationalRegisterNumberHash ? { national_register_number_hash: card.nationalRegisterNumberHash } : {}) })
    .where('id', '=', userId)
    .execute();
}
