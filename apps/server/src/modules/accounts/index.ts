import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/types';
import * as repo from './repo';

/**
 * The accounts module owns the users, their e-mail addresses and phone numbers: other modules read
 * and change them through these functions only. Names are normalised by the caller with the
 * contract's rules (lowercased e-mail, E.164 phone).
 */

/** What signing in needs of the account a login name belongs to. */
export const findAccountByUsername = repo.findByUsername;

/** The account whose verified e-mail address this is (federation links by it). */
export const findAccountByVerifiedEmail = repo.findUserIdByVerifiedEmail;

/** Another account that signs in with this address or number, if any. */
export const otherAccountWithLogin = repo.otherOwnerOf;

/** Serialises changes to one account's rows inside a transaction. */
export const lockAccount = repo.lockUser;

export const hasAccounts = repo.hasAnyUser;

/** A new account with one default e-mail address and phone number; inside the caller's transaction. */
export function createAccount(db: Db, user: Insertable<UsersTable>, contact: { email: string; phone: string; verified: boolean }): Promise<number> {
  return repo.insertUser(db, user, contact);
}

/** The account's facts with its default e-mail and phone, or undefined when it is gone. */
export const accountSummary = repo.findWithDefaults;
export type AccountSummary = NonNullable<Awaited<ReturnType<typeof repo.findWithDefaults>>>;

/** The name an account goes by in an authenticator app or a passkey: default e-mail, else phone. */
export function accountLabel(account: Pick<AccountSummary, 'id' | 'email' | 'phone'>): string {
  return account.email ?? account.phone ?? `account ${account.id}`;
}

export async function cardNumberOf(db: Db, userId: number): Promise<string | null> {
  return (await repo.findUser(db, userId))?.card_number ?? null;
}

/** The stored password hash and status (0 fine; 1, 2 weak). */
export const passwordOfAccount = repo.passwordOf;

/** Replaces the password hash inside the caller's transaction; clears the weak status. */
export const setAccountPassword = repo.updatePassword;
