import { DEVICE_ID_HEADER } from '@portal/contract/http';
import { deviceId } from '@portal/contract/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The x-device-id header, checked on every state-changing /api call. */
    deviceId: string | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cross-site form or image cannot send a custom header. Requiring x-device-id on every non-GET
 * /api call, together with the SameSite=Lax cookie, is the CSRF defence (sign-in design).
 */
export function registerDeviceIdCheck(app: FastifyInstance): void {
  app.decorateRequest('deviceId', null);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const value = request.headers[DEVICE_ID_HEADER];
    if (typeof value !== 'string' || !deviceId.safeParse(value).success) throw new ApiError('auth.device_id_required');
    request.deviceId = value;
  });
}

/**
 * The same check for a GET that acts (sends a code, opens a challenge): `preHandler` of such routes,
 * so that a cross-site image or link cannot trigger it either.
 */
export async function requireDeviceIdHeader(request: FastifyRequest): Promise<void> {
  const value = request.headers[DEVICE_ID_HEADER];
  if (typeof value !== 'string' || !deviceId.safeParse(value).success) throw new ApiError('auth.device_id_required');
  request.deviceId = value;
}

export function deviceIdOf(request: FastifyRequest): string {
  if (!request.deviceId) throw new ApiError('auth.device_id_required');
  return request.deviceId;
}
