import { FUZZION_TTL_S, type FuzzionOffer } from '@portal/contract/fuzzion';
import type { ContactKind } from '@portal/contract/profile';
import type { Db } from '../../db/database';
import { SECOND } from '../../lib/clock';
import { contactsOf, openOwnersOfContact } from '../accounts';
import { startVerification } from '../verification';

/** One e-mail address or phone number both accounts use. */
export interface MergeMatch {
  kind: ContactKind;
  value: string;
}

/** What a 'merge' verification holds: the other account, what they share, and the proof's progress. */
export interface MergeData {
  otherId: number;
  matches: MergeMatch[];
  /** Set by a right proof (card or password of the other account): the code may then be sent. */
  proven?: boolean;
  /** The other account's code methods offered after the proof (ids of its mfa_methods). */
  methodIds?: number[];
  /**
   * The address or number this session proved with a code while the other account held it (an
   * added e-mail or phone): not attached then; the merge attaches it to the survivor.
   */
  claim?: MergeMatch;
}

/** Another open account using this address or number (the oldest), or null: a closed one is offered to no merge. */
export async function otherAccountUsing(db: Db, userId: number, kind: ContactKind, value: string): Promise<number | null> {
  return (await openOwnersOfContact(db, kind, value)).find((id) => id !== userId) ?? null;
}

/** Every address and number the two accounts share, e-mails first. */
export async function sharedContacts(db: Db, userId: number, otherId: number): Promise<MergeMatch[]> {
  const matches: MergeMatch[] = [];
  for (const kind of ['email', 'phone'] as const) {
    const [mine, theirs] = await Promise.all([contactsOf(db, userId, kind), contactsOf(db, otherId, kind)]);
    const own = new Set(mine.map((c) => c.value));
    for (const c of theirs) if (own.has(c.value)) matches.push({ kind, value: c.value });
  }
  return matches;
}

/**
 * The merge offer of a session whose account met `value` (a login name, an MFA target) that another
 * account uses too: a 'merge' verification bound to the account and the session, FUZZION_TTL_S
 * long. `{}` (no offer) when no other account uses it.
 */
export async function offerMerge(
  db: Db,
  now: number,
  session: { userId: number; sessionId: number },
  kind: ContactKind,
  value: string,
): Promise<FuzzionOffer> {
  const otherId = await otherAccountUsing(db, session.userId, kind, value);
  if (otherId === null) return {};
  return openOffer(db, now, session, otherId, { kind, value }, false);
}

/**
 * The merge offer of a session that has just proved, with a code, an address or number that the
 * account `otherId` holds, inside the transaction that spent that code: the address is not attached
 * (it would be on two accounts), so the offer carries it as `claim` and the merge attaches it. The
 * payload, bound to this account and session, is the proof that the session proved it.
 */
export function offerMergeOfClaim(trx: Db, now: number, session: { userId: number; sessionId: number }, otherId: number, claim: MergeMatch): Promise<FuzzionOffer> {
  return openOffer(trx, now, session, otherId, claim, true);
}

async function openOffer(db: Db, now: number, session: { userId: number; sessionId: number }, otherId: number, met: MergeMatch, claim: boolean): Promise<FuzzionOffer> {
  const shared = await sharedContacts(db, session.userId, otherId);
  // The value met may not be the account's (yet): an MFA target, a claimed address.
  const matches = shared.some((m) => m.kind === met.kind && m.value === met.value) ? shared : [met, ...shared];
  const data: MergeData = claim ? { otherId, matches, claim: met } : { otherId, matches };
  const { payload } = await startVerification<MergeData>(db, now, {
    purpose: 'merge',
    userId: session.userId,
    sessionId: session.sessionId,
    data,
    ttlMs: FUZZION_TTL_S * SECOND,
  });
  return { fuzzion: true, fuzzion_payload: payload };
}
