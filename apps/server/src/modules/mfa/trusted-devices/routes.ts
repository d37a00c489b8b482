import { API } from '@portal/contract/http';
import { methodIdParams, trustedDevicesResponse } from '@portal/contract/mfa-manage';
import { DEVICE_ID_HEADER } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../lib/api-error';
import { authOf } from '../../../plugins/auth';
import { actorOf } from '../../events';
import { listTrustedDevices, revokeTrustedDevice } from './service';

/** The trusted devices of the signed-in person, and revoking one (session boundary: no step-up). */
export const trustedDeviceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(API.mfaTrustedDevices, {
    schema: { tags: ['mfa'], summary: 'Devices that skip the second factor', response: { 200: trustedDevicesResponse, ...errorResponses(401) } },
    handler: async (request) => {
      const device = request.headers[DEVICE_ID_HEADER];
      return { data: await listTrustedDevices(ctx.db, authOf(request).userId, typeof device === 'string' ? device : null, ctx.clock.now()) };
    },
  });

  app.delete(API.mfaTrustedDevice, {
    schema: {
      tags: ['mfa'],
      summary: 'Stop trusting a device',
      params: methodIdParams,
      response: { 204: z.undefined().describe('No content'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const auth = authOf(request);
      await revokeTrustedDevice(ctx.db, actorOf(request, auth.userId, auth.sessionId), request.params.id, ctx.clock.now());
      return reply.code(204).send();
    },
  });
};
