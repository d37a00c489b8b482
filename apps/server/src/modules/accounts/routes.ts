import { API } from '@portal/contract/http';
import { userResponse } from '@portal/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { authOf, sessionHooks } from '../../plugins/auth';
import { security } from '../../plugins/openapi';
import { loadProfile } from './service';

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { requireSession } = sessionHooks(ctx);

  app.get(API.user, {
    preHandler: [requireSession],
    schema: {
      tags: ['account'],
      summary: 'The signed-in person’s profile',
      security: security.session,
      response: { 200: userResponse, ...errorResponses(401) },
    },
    handler: async (request) => ({ data: await loadProfile(ctx.db, authOf(request).userId) }),
  });
};
