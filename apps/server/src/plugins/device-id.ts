import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deviceIdHeaderOf } from '../lib/actor';
import { ApiError } from '../lib/api-error';
import { changesState, csrfCheckedByBoundary } from './api-route';

declare module 'fastify' {
  interface FastifyRequest {
    /** The x-device-id header, checked on every state-changing API call. */
    deviceId: string | null;
  }
}

/**
 * A cross-site form or image cannot send a custom header. Requiring x-device-id on every API call
 * that changes something (found by its matched route), together with the SameSite=Lax cookie and
 * the same-origin check, is the CSRF defence (sign-in design).
 */
export function registerDeviceIdCheck(app: FastifyInstance): void {
  app.decorateRequest('deviceId', null);
  app.addHook('onRequest', async (request) => {
    if (!csrfCheckedByBoundary(request)) checkDeviceId(request);
  });
}

/** The device-id check of one request: for its hook, and for the staff boundary, which runs it after its own. */
export function checkDeviceId(request: FastifyRequest): void {
  if (!changesState(request)) return;
  const value = deviceIdHeaderOf(request);
  if (!value) throw new ApiError('auth.device_id_required');
  request.deviceId = value;
}

export function deviceIdOf(request: FastifyRequest): string {
  if (!request.deviceId) throw new ApiError('auth.device_id_required');
  return request.deviceId;
}
