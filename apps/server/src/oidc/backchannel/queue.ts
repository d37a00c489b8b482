import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { clientsWithBackchannelLogout } from '../../modules/clients';

/** A session of an app that ended: the app is told by a logout token naming its sid and sub. */
export interface PartnerLogout {
  clientId: string;
  sid: string;
  sub: string;
  variant: string;
}

/**
 * Queues one logout token per (client, sid), for the apps registered with a back-channel logout
 * URI, inside the caller's transaction. A pair queued already (another ending, or the provider's
 * own end_session, raced this one) is left as it is: the unique (client_id, sid) makes each app
 * hear of a session once. Due at once; answers how many were queued.
 */
export async function queueLogouts(db: Db, logouts: PartnerLogout[], now: number): Promise<number> {
  const listening = await clientsWithBackchannelLogout(db, [...new Set(logouts.map((l) => l.clientId))]);
  const unique = new Map(logouts.filter((l) => listening.has(l.clientId)).map((l) => [`${l.clientId} ${l.sid}`, l]));
  if (unique.size === 0) return 0;
  const rows = [...unique.values()].map((l) => ({
    variant: l.variant,
    client_id: l.clientId,
    sid: l.sid,
    sub: l.sub,
    jti: randomBytes(16).toString('base64url'),
    created_at: now,
    next_attempt_at: now,
  }));
  const result = await db
    .insertInto('backchannel_logouts')
    .values(rows)
    .onConflict((oc) => oc.columns(['client_id', 'sid']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
