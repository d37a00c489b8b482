import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { ApiError } from '../../lib/api-error';
import { endProviderSessions } from '../../oidc';
import { deleteAccount, linkedIdColumns, lockAccount, mergeFactsOf, moveContacts, updateMergeFacts, type MergeFacts } from '../accounts';
import { moveIbans } from '../banking';
import { moveCardsAndInvitations } from '../cards';
import { moveEvents, recordEvent } from '../events';
import { moveExternalLogins } from '../federation';
import { dropStepUpGrants, moveMfaMethods, moveRecoveryKeys, moveTrustedDevices } from '../mfa';
import { moveNotifications } from '../notifications';
import { movePasskeys } from '../passkeys';
import { endAndMoveSessions } from '../sessions';
import { cancelVerificationsOfAccount } from '../verification';
import { addAlias } from '../aliases';
import type { MergeSummary } from './summary';

/** The steps of a merge, in order; a crash test fails the transaction after each (docs/merge.md). */
export const mergeSteps = [
  'locked',
  'account',
  'contacts',
  'mfa',
  'passkeys',
  'sessions',
  'oauth',
  'events',
  'notifications',
  'banking',
  'cards',
  'external_logins',
  'verifications',
  'alias',
  'closed',
  'recorded',
] as const;
export type MergeStep = (typeof mergeSteps)[number];

export interface MergeOptions {
  /** Who merged, for the 'accounts_merged' event; by default the survivor, with no session or device. */
  actor?: Actor;
  /** Needed only to carry the other account's IBAN over (it is sealed to its account id). */
  config?: Pick<Config, 'appSecret'>;
  /** Tests only: called after each step inside the transaction; a throw rolls everything back. */
  afterStep?: (step: MergeStep) => void | Promise<void>;
}

/**
 * Merges the other account into the survivor inside the caller's transaction `trx`: everything the
 * other account owns moves (or, where the survivor already has the same thing, is dropped), its
 * sessions end, its row is deleted and its id becomes an alias of the survivor. Nothing is sent: the
 * caller tells both accounts' addresses after commit. Throws ApiError 'merge.unavailable' when an
 * account is gone (already merged: the loser of two parallel merges) and 'merge.conflict' when both
 * are linked to different accounts on the same platform; the caller's transaction then rolls back.
 */
export async function mergeAccounts(trx: Db, survivorId: number, otherId: number, now: number, options: MergeOptions = {}): Promise<MergeSummary> {
  if (!trx.isTransaction) throw new Error('mergeAccounts runs inside the caller\'s transaction');
  if (survivorId === otherId) throw new ApiError('merge.unavailable');
  const step = async (name: MergeStep) => options.afterStep?.(name);

  // Lower id first, so two merges of the same pair (either direction) queue instead of deadlocking.
  for (const id of [survivorId, otherId].sort((a, b) => a - b)) await lockAccount(trx, id);
  const survivor = await mergeFactsOf(trx, survivorId);
  const other = await mergeFactsOf(trx, otherId);
  if (!survivor || !other) throw new ApiError('merge.unavailable');
  await step('locked');

  const taken = takeOver(survivor, other);
  await updateMergeFacts(trx, survivorId, taken.patch);
  await step('account');

  const contacts = await moveContacts(trx, otherId, survivorId);
  await step('contacts');

  const methods = await moveMfaMethods(trx, otherId, survivorId);
  const recoveryKeys = await moveRecoveryKeys(trx, otherId, survivorId);
  const trustedDevices = await moveTrustedDevices(trx, otherId, survivorId);
  await dropStepUpGrants(trx, otherId);
  await step('mfa');

  const passkeys = await movePasskeys(trx, otherId, survivorId);
  await step('passkeys');

  const sessions = await endAndMoveSessions(trx, otherId, survivorId, now);
  await step('sessions');

  // Grants and tokens stay under the old sub (it resolves through the alias); only the provider's
  // sign-in sessions of the closed account end, like its portal sessions.
  await endProviderSessions(trx, String(otherId));
  await step('oauth');

  const events = await moveEvents(trx, otherId, survivorId);
  await step('events');

  const notifications = await moveNotifications(trx, otherId, survivorId);
  await step('notifications');

  const ibans = await moveIbans(trx, otherId, survivorId, options.config);
  await step('banking');

  const cards = await moveCardsAndInvitations(trx, otherId, survivorId);
  await step('cards');

  const externalLogins = await moveExternalLogins(trx, otherId, survivorId);
  await step('external_logins');

  const verifications = await cancelVerificationsOfAccount(trx, otherId);
  await step('verifications');

  // Aliases first: those naming the other account cascade with its row unless re-pointed before.
  const aliases = await addAlias(trx, otherId, survivorId, now);
  await step('alias');

  await deleteAccount(trx, otherId);
  await step('closed');

  const actor = options.actor ?? { userId: survivorId, sessionId: null, deviceId: null, ip: null, userAgent: null };
  await recordEvent(trx, { ...actor, userId: survivorId }, 'accounts_merged', now, { detail: { linked: taken.linkedIds.join(' ') || 'none' } });
  await step('recorded');

  return {
    survivorId,
    closedId: otherId,
    linkedIds: taken.linkedIds,
    identity: taken.identity,
    moved: {
      emails: contacts.emails,
      phones: contacts.phones,
      mfaMethods: methods.moved,
      passkeys,
      trustedDevices,
      securityEvents: events,
      notifications,
      ibans: ibans.moved,
      cards: cards.cards,
      invitations: cards.invitations,
      externalLogins,
      aliases,
    },
    dropped: {
      duplicateContacts: contacts.duplicates,
      duplicateMfaMethods: methods.duplicates,
      recoveryKeys: recoveryKeys.dropped,
      ibans: ibans.dropped,
      sessionsEnded: sessions.ended,
      verificationsCancelled: verifications,
    },
  };
}

/**
 * What the survivor takes from the other's users row: a linked platform id or identity fact it
 * lacks; the stricter MFA requirement of the two. Two different ids on the same platform are two
 * accounts there: we cannot choose one for the partner, so the merge is refused.
 */
function takeOver(survivor: MergeFacts, other: MergeFacts) {
  const patch: Partial<Omit<MergeFacts, 'id'>> = {};
  const linkedIds: MergeSummary['linkedIds'] = [];
  for (const column of linkedIdColumns) {
    const theirs = other[column];
    if (theirs === null) continue;
    if (survivor[column] === null) {
      patch[column] = theirs;
      linkedIds.push(column);
    } else if (Number(survivor[column]) !== Number(theirs)) {
      throw new ApiError('merge.conflict');
    }
  }
  const identity: MergeSummary['identity'] = [];
  for (const fact of ['card_number', 'national_register_number'] as const) {
    const column = `${fact}_hash` as const;
    if (survivor[column] === null && other[column] !== null) {
      patch[column] = other[column];
      identity.push(fact);
    }
  }
  if (other.mfa_forced > survivor.mfa_forced) patch.mfa_forced = other.mfa_forced;
  if (other.mfa_customer > survivor.mfa_customer) patch.mfa_customer = other.mfa_customer;
  return { patch, linkedIds, identity };
}
