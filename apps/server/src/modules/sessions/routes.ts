import { deviceKeyParams, deviceListResponse, loggedOutResponse, sessionHistoryRequest } from '@portal/contract/devices';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, sessionRoutes, stepUpRoutes } from '../../plugins/auth';
import { listDevices, logOutDevice, logOutOthers, setSessionHistory } from './devices';

/**
 * Devices and sessions of the signed-in person (/security/history): reading the list and the
 * history switch need the session only.
 */
const readRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(API.devices, {
    schema: { tags: ['sessions'], summary: 'The account’s sessions grouped by device', response: { 200: deviceListResponse, ...errorResponses(401) } },
    handler: async (request) => {
      const { userId, sessionId } = authOf(request);
      return listDevices(ctx, userId, sessionId);
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
};

/**
 * Ending other sessions asks for a fresh second factor (issue 32): a stolen session must not be
 * able to sign the owner out everywhere and keep the account to itself. The grant is spent in the
 * transaction that ends the sessions. Signing out this session (DELETE /api/token) needs nothing.
 */
const endRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const spend = (request: FastifyRequest) => (trx: Db, now: number) => ctx.trust.spendStepUp(trx, authOf(request), now);

  app.delete(API.device, {
    schema: {
      tags: ['sessions'],
      summary: 'Sign out one device: ends all its live sessions',
      params: deviceKeyParams,
      response: { 200: loggedOutResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ ended: await logOutDevice(ctx, actorOfSession(request), request.params.key, spend(request)) }),
  });

  app.post(API.sessionsOthers, {
    schema: { tags: ['sessions'], summary: 'Sign out everywhere else: ends every live session but this one', response: { 200: loggedOutResponse, ...errorResponses(401, 403) } },
    handler: async (request) => {
      const actor = actorOfSession(request);
      return { ended: await logOutOthers(ctx, { ...actor, sessionId: authOf(request).sessionId }, spend(request)) };
    },
  });
};

export const deviceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(sessionRoutes(readRoutes), ctx);
  await app.register(stepUpRoutes(endRoutes), ctx);
};
