import { securityEventsQuery, securityEventsResponse } from '@portal/contract/devices';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { authOf, sessionRoutes } from '../../plugins/auth';
import { securityHistory } from './history';

/** GET /api/security-events?before=<id>&limit=20: the signed-in person's security history. */
export const securityEventRoutes: FastifyPluginAsyncZod<AppContext> = sessionRoutes(async (app, ctx) => {
  app.get(API.securityEvents, {
    schema: {
      tags: ['sessions'],
      summary: 'The account’s security events, newest first, a page at a time',
      querystring: securityEventsQuery,
      response: { 200: securityEventsResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => securityHistory(ctx.db, authOf(request).userId, request.query),
  });
});
