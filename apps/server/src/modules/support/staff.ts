import { email as emailRule } from '@portal/contract/rules';
import type { StaffRole } from '@portal/contract/support';
import { z } from 'zod/mini';
import type { Db } from '../../db/database';
import { ownersOfContact } from '../accounts';
import { loginMethods } from '../mfa';
import { allStaff, deleteStaff, upsertStaff } from './repo';

/**
 * Staff accounts (`npm run cli -- staff add|list|remove`): portal accounts named by an e-mail
 * address of theirs. Only the command line makes staff; the desk itself never does.
 */

/** Why a command line could not name one account: said back to the operator as is. */
export class StaffInputError extends Error {}

export interface StaffChange {
  userId: number;
  /** The role before the change; null when the account was not staff. */
  before: StaffRole | null;
  /** False when the account has neither a passkey nor an authenticator yet: the desk stays closed to it until it does. */
  canOpenDesk: boolean;
}

export async function addStaff(db: Db, address: string, role: StaffRole, now: number): Promise<StaffChange> {
  const userId = await accountOfAddress(db, address);
  const before = await upsertStaff(db, userId, role, now);
  const methods = await loginMethods(db, userId);
  return { userId, before, canOpenDesk: methods.some((m) => m.method === 'passkey' || m.method === 'totp') };
}

/** Answers the removed account's id, or null when it was not staff. */
export async function removeStaff(db: Db, address: string): Promise<number | null> {
  const userId = await accountOfAddress(db, address);
  return (await deleteStaff(db, userId)) ? userId : null;
}

export interface StaffMember {
  userId: number;
  name: string;
  email: string | null;
  role: StaffRole;
  since: number;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await allStaff(db);
  return rows.map((r) => ({ userId: r.user_id, name: `${r.firstname} ${r.lastname}`.trim(), email: r.email, role: r.role, since: r.created_at }));
}

/** The one account using this e-mail address; several (migration 0015) must be merged first. */
async function accountOfAddress(db: Db, address: string): Promise<number> {
  const parsed = z.safeParse(emailRule, address);
  if (!parsed.success) throw new StaffInputError(`${address} is not an e-mail address.`);
  const owners = await ownersOfContact(db, 'email', parsed.data, 2);
  if (owners.length === 0) throw new StaffInputError(`No account uses ${parsed.data}.`);
  if (owners.length > 1) throw new StaffInputError(`Several accounts use ${parsed.data}: name the staff member by an address only their account has.`);
  return owners[0]!;
}
