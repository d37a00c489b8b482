import { deviceKeyParams, deviceListResponse, loggedOutResponse, sessionHistoryRequest } from '@portal/contract/devices';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, sessionRoutes } from '../../plugins/auth';
import { listDevices, logOutDevice, logOutOthers, setSessionHistory } from './devices';

/**
 * Devices and sessions of the signed-in person (/security/history). Logging out protects the
 * account, so it needs the session only, no step-up: someone who fears a stolen session must be
 * able to end it at once.
 */
export const deviceRoutes: FastifyPluginAsyncZod<AppContext> = sessionRoutes(async (app, ctx) => {
  app.get(API.devices, {
    schema: { tags: ['sessions'], summary: 'The account’s sessions grouped by device', response: { 200: deviceListResponse, ...errorResponses(401) } },
    handler: async (request) => {
      const { userId, sessionId } = authOf(request);
      return listDevices(ctx, userId, sessionId);
    },
  });

  app.delete(API.device, {
    schema: {
      tags: ['sessions'],
      summary: 'Sign out one device: ends all its live sessions',
      params: deviceKeyParams,
      response: { 200: loggedOutResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ ended: await logOutDevice(ctx, actorOfSession(request), request.params.key) }),
  });

  app.post(API.sessionsOthers, {
    schema: { tags: ['sessions'], summary: 'Sign out everywhere else: ends every live session but this one', response: { 200: loggedOutResponse, ...errorResponses(401) } },
    handler: async (request) => {
      const actor = actorOfSession(request);
      return { ended: await logOutOthers(ctx, { ...actor, sessionId: authOf(request).sessionId }) };
    },
  });

  app.put(API.sessionHistory, {
    schema: {
      tags: ['sessions'],
      summary: 'Turn the session history on or off',
      body: sessionHistoryRequest,
      response: { 204: z.undefined().describe('No content'), ...errorResponses(400, 401) },
    },
    handler: async (request, reply) => {
      await setSessionHistory(ctx, actorOfSession(request), request.body.enabled);
      return reply.code(204).send();
    },
  });
});
