import type { Database, Db } from '../../db/database';
import { codeHash } from '../../lib/tokens';
import { normalizeInvitationCode } from '@portal/contract/rules';
import * as repo from './repo';
import * as fileImport from './import';

/**
 * The cards module: the issuer's cards and invitation codes (tables `cards`, `invitations`,
 * migration 0013), how they are imported and how onboarding spends them. Everything else in this
 * folder is private.
 */
export type { CardRow, InvitationRow } from './repo';
export type { ImportOutcome, ImportSummary } from './import';

/** Invitation codes are secrets: looked up and stored by this keyed hash of the normalised code. */
export function invitationCodeHash(appSecret: string, code: string): string {
  return codeHash(appSecret, 'invitation:', normalizeInvitationCode(code));
}

/** The card with this number's keyed digest (cardNumberDigest of lib/identity-digest.ts), whatever its state. */
export const findCard = repo.findCard;

/**
 * Activates the card (by its digest) for the account inside the caller's transaction (a
 * conditional UPDATE): false when it was blocked, or another account activated it first.
 */
export const activateCard = repo.activate;

/** An invitation that can still be used (unused, not expired), by its code as typed. */
export async function findOpenInvitation(db: Db, appSecret: string, code: string, now: number): Promise<repo.InvitationRow | null> {
  const invitation = await repo.findInvitationByHash(db, invitationCodeHash(appSecret, code));
  const open = invitation && invitation.used_at === null && (invitation.expires_at === null || invitation.expires_at > now);
  return open ? invitation : null;
}

/** Spends the invitation for the account inside the caller's transaction; false when already used or expired. */
export const redeemInvitation = repo.redeem;

/**
 * `npm run cli -- cards import FILE.csv` and the demo seed: checks every row of the issuer's card
 * file (docs/cards.md), then imports all of it in one transaction, or nothing and the bad lines.
 */
export const importCards = fileImport.importCards;

/** The same for invitation codes; only each code's keyed hash is stored. */
export function importInvitations(database: Database, appSecret: string, csv: string, now: number): Promise<fileImport.ImportOutcome> {
  return fileImport.importInvitations(database, (code) => invitationCodeHash(appSecret, code), csv, now);
}
export { moveCardsAndInvitations } from './merge-repo';
