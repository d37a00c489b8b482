import type { SecurityEventType } from '@portal/contract/events';
import { DEVICE_ID_HEADER } from '@portal/contract/http';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';

/** Who acts and from where: recorded with every security event. */
export interface Actor {
  userId: number;
  sessionId: number | null;
  deviceId: string | null;
  ip: string | null;
  userAgent: string | null;
}

export function actorOf(request: FastifyRequest, userId: number, sessionId: number | null): Actor {
  const device = request.headers[DEVICE_ID_HEADER];
  return {
    userId,
    sessionId,
    deviceId: typeof device === 'string' ? device.slice(0, 64) : null,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  };
}

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
  await db
    .insertInto('security_events')
    .values({
      user_id: actor.userId,
      session_id: actor.sessionId,
      action: type,
      method: details.method?.kind ?? null,
      method_id: details.method?.id ?? null,
      device_id: actor.deviceId,
      ip: actor.ip,
      user_agent: actor.userAgent?.slice(0, 512) ?? null,
      detail: details.detail ? JSON.stringify(details.detail) : null,
      created_at: at,
    })
    .execute();
}
