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
