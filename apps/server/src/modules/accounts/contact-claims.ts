import type { ContactKind } from '@portal/contract/profile';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { insertVerifiedContact } from './contacts-repo';

/**
 * An address or number is on one account of a person's account set (spec: "once per account set"):
 * a new attachment never puts it on a second account; only a merge brings two holders together.
 * No unique index can say so, because older data (and the demo's merge pairs) hold one address on
 * two accounts (migration 0015), so attachments take turns per value instead.
 */

/** Arbitrary, fixed first key of the two-key advisory locks (a separate space from new-accounts.ts's one-key locks). */
const CONTACT_LOCK_CLASS = 0x0b0a_0004;

/**
 * Makes attachments of one address or number take turns until commit, so the check that no other
 * account holds it cannot race. PostgreSQL: an advisory transaction lock on a hash of the value (a
 * collision only makes two values wait for each other); SQLite transactions already run one at a
 * time (`begin immediate`, db/sqlite.ts). Take it after any account lock, never before one.
 */
export async function lockContactValue(trx: Db, kind: ContactKind, value: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${CONTACT_LOCK_CLASS}::int, hashtext(${`${kind}:${value}`}))`.execute(trx);
  }
}

export type ContactClaim =
  | { outcome: 'attached' }
  /** The account already holds it (now marked verified). */
  | { outcome: 'own' }
  /** Another account holds it (the oldest such account): nothing attached. */
  | { outcome: 'held'; by: number };

/**
 * Attaches an address or number this account proved with a code, as a verified secondary entry,
 * unless another account holds it. Inside the caller's transaction, which holds the account's lock.
 */
export async function claimContact(trx: Db, userId: number, kind: ContactKind, value: string, now: number): Promise<ContactClaim> {
  await lockContactValue(trx, kind, value);
  const [own, other] = kind === 'email'
    ? await Promise.all([
        trx.selectFrom('user_emails').select('id').where('email', '=', value).where('user_id', '=', userId).executeTakeFirst(),
        trx.selectFrom('user_emails').select('user_id').where('email', '=', value).where('user_id', '!=', userId).orderBy('user_id').limit(1).executeTakeFirst(),
      ])
    : await Promise.all([
        trx.selectFrom('user_phones').select('id').where('phone', '=', value).where('user_id', '=', userId).executeTakeFirst(),
        trx.selectFrom('user_phones').select('user_id').where('phone', '=', value).where('user_id', '!=', userId).orderBy('user_id').limit(1).executeTakeFirst(),
      ]);
  if (own) {
    await trx.updateTable(kind === 'email' ? 'user_emails' : 'user_phones').set({ verified: 1 }).where('id', '=', own.id).execute();
    return { outcome: 'own' };
  }
  if (other) return { outcome: 'held', by: other.user_id };
  // The account lock keeps another confirmation of this account out, so the insert cannot conflict.
  if ((await insertVerifiedContact(trx, userId, kind, value, now)) === null) return { outcome: 'own' };
  return { outcome: 'attached' };
}
