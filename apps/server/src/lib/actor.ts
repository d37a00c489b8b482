import { DEVICE_ID_HEADER } from '@portal/contract/http';
import type { FastifyRequest } from 'fastify';

/** Who acts and from where: recorded with every security event. */
export interface Actor {
  userId: number;
  sessionId: number | null;
  deviceId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The longest User-Agent kept: real ones are far shorter, and the header is the client's to fill. */
export const USER_AGENT_MAX_LENGTH = 512;

/** The request's User-Agent as the portal records it (sessions, events, notices). */
export function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
}

export function actorOf(request: FastifyRequest, userId: number, sessionId: number | null): Actor {
  const device = request.headers[DEVICE_ID_HEADER];
  return {
    userId,
    sessionId,
    deviceId: typeof device === 'string' ? device.slice(0, 64) : null,
    ip: request.ip,
    userAgent: userAgentOf(request),
  };
}
