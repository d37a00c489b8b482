import type { UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Db } from '../../db/database';
import type { Tables } from '../../db/types';
import { endPartnerSessions, type PartnerSessionLink } from '../../oidc';

type SessionsUpdate = UpdateQueryBuilder<Tables, 'sessions', 'sessions', UpdateResult>;

/** Links are read this many sessions at a time (an account may end thousands at once). */
const CHUNK = 500;

/**
 * Every way portal sessions end goes through here: sign-out, a device or all others signed out,
 * "This wasn't me", a password reset or change, a recovery, a merge. The sessions `which` narrows
 * down (among those not ended yet) end with one conditional UPDATE … RETURNING: of racing endings,
 * each session is ended, and handed on, by one. In the same transaction the provider sessions the
 * partner apps signed in through end, and the apps registered for back-channel logout get a
 * logout token queued (oidc endPartnerSessions). Answers the ids it ended. The caller wakes the
 * delivery once committed (wakeLogoutDelivery): the person's own sign-out never waits for an app.
 */
export async function endSessions(db: Db, now: number, which: (query: SessionsUpdate) => SessionsUpdate): Promise<number[]> {
  if (!db.isTransaction) return db.transaction().execute((trx) => endSessions(trx, now, which));
  const ended = await which(db.updateTable('sessions').set({ ended_at: now }).where('ended_at', 'is', null)).returning('id').execute();
  const ids = ended.map((row) => row.id);
  for (let start = 0; start < ids.length; start += CHUNK) {
    await endPartnerSessions(db, await linksOf(db, ids.slice(start, start + CHUNK)), now);
  }
  return ids;
}

async function linksOf(db: Db, sessionIds: number[]): Promise<PartnerSessionLink[]> {
  const rows = await db
    .selectFrom('session_clients')
    .select(['client_id', 'provider_session_uid', 'sid', 'sub', 'variant'])
    .where('session_id', 'in', sessionIds)
    .where('provider_session_uid', 'is not', null)
    .execute();
  return rows.map((r) => ({ clientId: r.client_id, providerSessionUid: r.provider_session_uid, sid: r.sid, sub: r.sub, variant: r.variant }));
}
