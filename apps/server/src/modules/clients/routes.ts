import { API } from '@portal/contract/http';
import { clientIdParams, clientNameResponse } from '@portal/contract/oauth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { publicRoutes } from '../../plugins/auth';
import { clientNames } from './repo';

/**
 * The login's "Sign in to continue to <app>": anyone may ask, since the consent screen shows the
 * same name to whoever the app sends there. Only the name, only of a registered app.
 */
export const clientNameRoutes: FastifyPluginAsyncZod<AppContext> = publicRoutes(async (app, { db }) => {
  app.get(API.clientName, {
    schema: {
      tags: ['consent'],
      summary: 'The display name of a registered app by its client_id; null for any other id',
      params: clientIdParams,
      response: { 200: clientNameResponse, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      const names = await clientNames(db, [request.params.client_id]);
      reply.header('cache-control', 'public, max-age=300');
      return { name: names.get(request.params.client_id) ?? null };
    },
  });
});
