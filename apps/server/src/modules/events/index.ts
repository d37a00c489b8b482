import type { SecurityEventType } from '@portal/contract/events';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { SecurityEventsTable } from '../../db/types';
import { USER_AGENT_MAX_LENGTH, type Actor } from '../../lib/actor';

export { actorOf, type Actor } from '../../lib/actor';

export interface EventDetails {
  /** The MFA method concerned, if any. */
  method?: { id: number | null; kind: string | null };
  /** Anything else worth showing (a client id, a channel); stored as JSON. */
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * Appends to the security event log (the security history reads it). Call it inside the
 * transaction of the change it records, so a change and its record land together or not at all.
 */
export async function recordEvent(db: Db, actor: Actor, type: SecurityEventType, at: number, details: EventDetails = {}): Promise<void> {
  await insertEvent(db, {
    user_id: actor.userId,
    session_id: actor.sessionId,
    action: type,
    method: details.method?.kind ?? null,
    method_id: details.method?.id ?? null,
    device_id: actor.deviceId,
    ip: actor.ip,
    user_agent: actor.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    detail: details.detail ? JSON.stringify(details.detail) : null,
    created_at: at,
  });
}

// Every sign-in and every change records one: compiled once.
const insertEvent = preparedQuery((db, v: Required<Omit<Insertable<SecurityEventsTable>, 'id'>>) =>
  db.insertInto('security_events').values({
    user_id: v.user_id, session_id: v.session_id, action: v.action, method: v.method, method_id: v.method_id,
    device_id: v.device_id, ip: v.ip, user_agent: v.user_agent, detail: v.detail, created_at: v.created_at,
  }),
);
export { sendSecurityNotice } from './notice';

/** Whether the account's event of this id is a sign-in: what "This wasn't me" may be said of. */
export async function isSignInEventOf(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db.selectFrom('security_events').select('id').where('id', '=', id).where('user_id', '=', userId).where('action', '=', 'signed_in').executeTakeFirst();
  return row !== undefined;
}

/** Account merging (modules/merge): the other account's event log joins the survivor's. */
export async function moveEvents(db: Db, fromId: number, toId: number): Promise<number> {
  const result = await db.updateTable('security_events').set({ user_id: toId }).where('user_id', '=', fromId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
