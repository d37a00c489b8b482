import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER } from '@portal/contract/http';
import type { Db } from '../../db/database';
import type { MfaAuditAction } from '../../db/types';

/** Who acts and from where: recorded with every MFA change. */
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

/**
 * Appends to the MFA audit trail (the security history reads it). Called inside the transaction of
 * the change, so a change and its record land together or not at all.
 */
export async function audit(db: Db, actor: Actor, action: MfaAuditAction, at: number, method?: { id: number | null; kind: string | null }): Promise<void> {
  await db
    .insertInto('mfa_audit')
    .values({
      user_id: actor.userId,
      session_id: actor.sessionId,
      action,
      method: method?.kind ?? null,
      method_id: method?.id ?? null,
      device_id: actor.deviceId,
      ip: actor.ip,
      user_agent: actor.userAgent,
      created_at: at,
    })
    .execute();
}
