import type { ContactKind } from '@portal/contract/profile';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { UsersTable } from '../../db/types';

/** An e-mail address or phone number of an account, whichever table it lives in. */
export interface ContactRow {
  id: number;
  value: string;
  is_default: number;
  verified: number;
}

/** The account's addresses or numbers, default first. */
export function contactsOf(db: Db, userId: number, kind: ContactKind): Promise<ContactRow[]> {
  return kind === 'email'
    ? db.selectFrom('user_emails').select(['id', 'email as value', 'is_default', 'verified']).where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').execute()
    : db.selectFrom('user_phones').select(['id', 'phone as value', 'is_default', 'verified']).where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').execute();
}

/** An account using an address or number (since migration 0015 several may: unique per account), if any. */
export async function ownerOfContact(db: Db, kind: ContactKind, value: string): Promise<number | null> {
  const row =
    kind === 'email'
      ? await db.selectFrom('user_emails').select('user_id').where('email', '=', value).executeTakeFirst()
      : await db.selectFrom('user_phones').select('user_id').where('phone', '=', value).executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Adds a verified, secondary address or number. The unique index (user_id, value) decides between
 * two confirmations racing on one account: the insert does nothing for the loser, who gets null (no
 * exception, so the PostgreSQL transaction stays usable).
 */
export async function insertVerifiedContact(db: Db, userId: number, kind: ContactKind, value: string, now: number): Promise<number | null> {
  const row = { user_id: userId, is_default: 0, verified: 1, created_at: now };
  const inserted =
    kind === 'email'
      ? await db.insertInto('user_emails').values({ ...row, email: value }).onConflict((oc) => oc.columns(['user_id', 'email']).doNothing()).returning('id').executeTakeFirst()
      : await db.insertInto('user_phones').values({ ...row, phone: value }).onConflict((oc) => oc.columns(['user_id', 'phone']).doNothing()).returning('id').executeTakeFirst();
  return inserted?.id ?? null;
}

/** Deletes a secondary entry; the default one is never deleted here. */
export async function deleteSecondaryContact(db: Db, userId: number, kind: ContactKind, id: number): Promise<boolean> {
  const table = kind === 'email' ? 'user_emails' : 'user_phones';
  const result = await db.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId).where('is_default', '=', 0).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Makes one entry the default of its kind; the caller holds the account lock. */
export async function setDefaultContact(db: Db, userId: number, kind: ContactKind, id: number): Promise<void> {
  const table = kind === 'email' ? 'user_emails' : 'user_phones';
  await db.updateTable(table).set({ is_default: 0 }).where('user_id', '=', userId).where('id', '!=', id).execute();
  await db.updateTable(table).set({ is_default: 1 }).where('user_id', '=', userId).where('id', '=', id).execute();
}

export type PersonalDetails = Partial<Pick<UsersTable, 'firstname' | 'lastname' | 'birthdate' | 'gender'> & { language: string }>;

export async function updatePersonalDetails(db: Db, userId: number, details: PersonalDetails): Promise<void> {
  await db.updateTable('users').set(details).where('id', '=', userId).execute();
}

type Owners = { value: string; limit: number };
const emailOwners = preparedQuery((db, v: Owners) => db.selectFrom('user_emails').select('user_id').where('email', '=', v.value).orderBy('user_id').limit(v.limit));
const phoneOwners = preparedQuery((db, v: Owners) => db.selectFrom('user_phones').select('user_id').where('phone', '=', v.value).orderBy('user_id').limit(v.limit));

/** Every account using an address or number, oldest first (at most `limit`; migration 0015 allows several). Asked at every sign-in (the merge offer). */
export async function ownersOfContact(db: Db, kind: ContactKind, value: string, limit = 3): Promise<number[]> {
  const rows = await (kind === 'email' ? emailOwners : phoneOwners)(db, { value, limit });
  return rows.map((r) => r.user_id);
}

const openEmailOwners = preparedQuery((db, v: Owners) =>
  db.selectFrom('user_emails').innerJoin('users', 'users.id', 'user_emails.user_id').select('user_emails.user_id').where('user_emails.email', '=', v.value).where('users.closed_at', 'is', null).orderBy('user_emails.user_id').limit(v.limit),
);
const openPhoneOwners = preparedQuery((db, v: Owners) =>
  db.selectFrom('user_phones').innerJoin('users', 'users.id', 'user_phones.user_id').select('user_phones.user_id').where('user_phones.phone', '=', v.value).where('users.closed_at', 'is', null).orderBy('user_phones.user_id').limit(v.limit),
);

/** The open accounts among them: a closed account (docs/privacy.md) is offered to no merge. */
export async function openOwnersOfContact(db: Db, kind: ContactKind, value: string, limit = 3): Promise<number[]> {
  const rows = await (kind === 'email' ? openEmailOwners : openPhoneOwners)(db, { value, limit });
  return rows.map((r) => r.user_id);
}

/**
 * Removes an address or number from an account (a rejected merge): if it was the default, the
 * oldest remaining one of its kind becomes the default. Answers false when it is the account's
 * last one of its kind (nothing removed). The caller holds the account lock.
 */
export async function removeContactValue(db: Db, userId: number, kind: ContactKind, value: string): Promise<boolean> {
  const rows = await contactsOf(db, userId, kind);
  const row = rows.find((r) => r.value === value);
  if (!row) return true;
  const rest = rows.filter((r) => r.id !== row.id);
  if (rest.length === 0) return false;
  const table = kind === 'email' ? 'user_emails' : 'user_phones';
  await db.deleteFrom(table).where('id', '=', row.id).where('user_id', '=', userId).execute();
  if (row.is_default === 1) await setDefaultContact(db, userId, kind, rest[0]!.id);
  return true;
}
