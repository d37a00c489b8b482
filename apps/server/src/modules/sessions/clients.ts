import type { Db } from '../../db/database';

export interface PartnerSessionLinkInput {
  sessionId: number;
  clientId: string;
  providerSessionUid: string;
  sid: string;
  sub: string;
  variant: string;
}

/**
 * Records that a partner app finished an authorization through a portal session, and through
 * which provider session, with the sid and sub of its ID tokens (called by the OpenID provider
 * after each successful authorization). The devices list shows the app among the session's
 * services; ending the session ends that provider session and tells the app (ending.ts). One row
 * per session and app: a later authorization brings the provider session and sid up to date. One
 * provider session per portal session is what a browser has: both live in its cookies, and the
 * provider keeps its own as long as the browser sends it; a new one means the browser lost the old.
 */
export async function linkPartnerSession(db: Db, link: PartnerSessionLinkInput, at: number): Promise<void> {
  const current = { provider_session_uid: link.providerSessionUid, sid: link.sid, sub: link.sub, variant: link.variant };
  await db
    .insertInto('session_clients')
    .values({ session_id: link.sessionId, client_id: link.clientId, created_at: at, ...current })
    .onConflict((oc) => oc.columns(['session_id', 'client_id']).doUpdateSet(current))
    .execute();
}
