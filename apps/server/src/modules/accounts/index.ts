import type { PasswordContext } from '@portal/contract/password-context';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/types';
import { cardNumberMatcher } from '../../lib/identity-digest';
import * as repo from './repo';
import * as identity from './identity-repo';

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

/** The card number's digest on file, or null (also when the account is gone): the card factor compares it. */
export const cardHashOf = repo.cardHashOf;

/** The stored password hash and status (0 fine; 1, 2 weak). */
export const passwordOfAccount = repo.passwordOf;

/** Replaces the password hash inside the caller's transaction; clears the weak status. */
export const setAccountPassword = repo.updatePassword;

/** Every e-mail address and phone number of the account, default first (recovery and a password reset tell them all). */
export async function contactsOfAccount(db: Db, userId: number): Promise<{ emails: string[]; phones: string[] }> {
  const { emails, phones } = await repo.contactsOf(db, userId);
  return { emails: emails.map((e) => e.value), phones: phones.map((p) => p.value) };
}

/**
 * The identity facts a recovery by card and a merge proof compare: the keyed digests
 * (lib/identity-digest.ts) of the card number and national register number on file.
 */
export async function identityOfAccount(db: Db, userId: number): Promise<{ cardHash: string | null; nationalRegisterNumberHash: string | null }> {
  const row = await db.selectFrom('users').select(['card_number_hash', 'national_register_number_hash']).where('id', '=', userId).executeTakeFirst();
  return { cardHash: row?.card_number_hash ?? null, nationalRegisterNumberHash: row?.national_register_number_hash ?? null };
}

/**
 * What a new password of the account must not contain (the contract's password-context.ts): every
 * e-mail address and phone number, the names and the card number on file (compared by its digest).
 */
export async function passwordContextOf(db: Db, appSecret: string, userId: number): Promise<PasswordContext> {
  const [row, contacts] = await Promise.all([
    db.selectFrom('users').select(['firstname', 'lastname', 'card_number_hash']).where('id', '=', userId).executeTakeFirst(),
    contactsOfAccount(db, userId),
  ]);
  return { ...contacts, names: [row?.firstname, row?.lastname], isCardNumber: cardNumberMatcher(appSecret, [row?.card_number_hash]) };
}

/** Onboarding: platform ids for a new account (serialised per column) and the activated card. */
export { allocatePlatformId, linkCard, lockAccountCreation, type PlatformColumn } from './new-accounts';

/** The accounts holding this card number or national register number, by its digest (forgotten username). */
export const accountIdsByCardHash = identity.idsByCardHash;
export const accountIdsByNationalRegisterNumberHash = identity.idsByNationalRegisterNumberHash;

/** Every login name (e-mail addresses, phone numbers) of these accounts, default first. */
export const loginNamesOf = identity.loginNamesOf;

/** The names and default e-mail address of these accounts (the support desk's search results). */
export const accountNamesOf = identity.namesOf;
export type { LoginName } from './identity-repo';

/** Account merging (modules/merge): the users row's facts, moving contacts, deleting the closed row. */
export { deleteAccount, linkedIdColumns, mergeFactsOf, moveContacts, updateMergeFacts, type LinkedIdColumn, type MergeFacts } from './merge-repo';
/** Account merging (issue 10): every account with a login name, the owners of an address, and removing one from an account. */
export const findAccountsByUsername = repo.findAllByUsername;
export { MAX_ACCOUNTS_PER_LOGIN } from './repo';
export { openOwnersOfContact, ownersOfContact, removeContactValue, contactsOf } from './contacts-repo';
export type { ContactRow } from './contacts-repo';
/** An address or number is on one account outside a merge: attachments take turns per value (contact-claims.ts). */
export { claimContact, lockContactValue, type ContactClaim } from './contact-claims';
/** The reminder schedule before forced MFA (modules/mfa/reminders): platforms, many accounts' MFA facts, forcing. */
export { accountIdsOnPlatform, existingAccountIds, forceMfaSetup, isPlatformName, mfaFactsOfAccounts, platformColumns, type PlatformName } from './forced-mfa';

/** Closing, restoring and erasing an account (modules/account-deletion, docs/privacy.md). */
export { claimErasure, closeAccountRow, closingOf, dueForErasure, reopenAccountRow } from './closing-repo';
