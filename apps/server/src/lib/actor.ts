import { DEVICE_ID_HEADER } from '@portal/contract/http';
import { deviceId } from '@portal/contract/rules';
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

/** The request's x-device-id when it is a well-formed device id, else null: the one reader of that header. */
export function deviceIdHeaderOf(request: FastifyRequest): string | null {
  const value = request.headers[DEVICE_ID_HEADER];
  return typeof value === 'string' && deviceId.safeParse(value).success ? value : null;
}

export function actorOf(request: FastifyRequest, userId: number, sessionId: number | null): Actor {
  return {
    userId,
    sessionId,
    deviceId: deviceIdHeaderOf(request),
    ip: request.ip,
    userAgent: userAgentOf(request),
  };
}
