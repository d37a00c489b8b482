import type { Db } from '../db/database';
import { queueLogouts } from './backchannel/queue';

/**
 * Ends the provider's single-sign-on sessions of an account (oidc-provider's Session model), so a
 * partner app's next authorization asks for a portal sign-in again. Grants and tokens are not
 * touched: account merging keeps them working under the old `sub` (docs/merge.md).
 */
export async function endProviderSessions(db: Db, accountId: string): Promise<number> {
  const result = await db.deleteFrom('oidc_payloads').where('model', '=', 'Session').where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A partner app that signed in through a portal session (modules/sessions' session_clients). */
export interface PartnerSessionLink {
  clientId: string;
  /** The provider session it signed in through; null on links older than migration 0023. */
  providerSessionUid: string | null;
  sid: string | null;
  sub: string | null;
  variant: string;
}

/**
 * What the end of portal sessions does to the apps that signed in through them, inside the
 * ending's transaction: the provider sessions go, so oidc-provider refuses their session-bound
 * tokens (the access tokens of authorizations without offline_access) from their next use
 * (checkSessionBinding); and each app registered for back-channel logout gets a logout token
 * queued for its sid. Answers how many were queued.
 */
export async function endPartnerSessions(db: Db, links: PartnerSessionLink[], now: number): Promise<number> {
  const uids = [...new Set(links.flatMap((l) => (l.providerSessionUid ? [l.providerSessionUid] : [])))];
  if (uids.length > 0) await db.deleteFrom('oidc_payloads').where('model', '=', 'Session').where('uid', 'in', uids).execute();
  const logouts = links.flatMap((l) => (l.sid && l.sub ? [{ clientId: l.clientId, sid: l.sid, sub: l.sub, variant: l.variant }] : []));
  return queueLogouts(db, logouts, now);
}
