import type { SecurityEventType } from '@portal/contract/events';
import { sql, type Insertable } from 'kysely';
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

/**
 * The same events for each of several accounts (the accounts sharing a login name), in one
 * statement whose text does not depend on how many of them there are, none included: a failed
 * sign-in costs the same for a name of no account (no timing oracle). `userIds` fill `slots`
 * places, the others match no account (ids start at 1); each account's events land in the order
 * given. Casts: PostgreSQL cannot tell a select list's parameter types from the insert's columns.
 */
export async function recordEventsOfEach(db: Db, userIds: number[], slots: number, actor: Omit<Actor, 'userId'>, events: { type: SecurityEventType; detail?: EventDetails['detail'] }[], at: number): Promise<void> {
  const ids = Array.from({ length: slots }, (_, i) => userIds[i] ?? 0);
  const actions = sql.join(
    events.map((e, i) => sql`select cast(${e.type} as text) as action, cast(${e.detail ? JSON.stringify(e.detail) : null} as text) as detail, cast(${i} as integer) as position`),
    sql` union all `,
  );
  const userAgent = actor.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
  await db
    .insertInto('security_events')
    .columns(['user_id', 'session_id', 'action', 'method', 'method_id', 'device_id', 'ip', 'user_agent', 'detail', 'created_at'])
    .expression(
      sql`select users.id, cast(${actor.sessionId} as integer), actions.action, null, null, cast(${actor.deviceId} as text), cast(${actor.ip} as text), cast(${userAgent} as text), actions.detail, cast(${at} as bigint)
        from users cross join (${actions}) as actions where users.id in (${sql.join(ids)}) order by users.id, actions.position`,
    )
    .execute();
}


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
export { securityHistory } from './history';
