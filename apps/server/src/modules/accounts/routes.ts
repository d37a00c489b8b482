import { API } from '@portal/contract/http';
import { userResponse } from '@portal/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { authOf, sessionRoutes } from '../../plugins/auth';
import { loadProfile } from './service';

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = sessionRoutes(async (app, ctx) => {
  app.get(API.user, {
    schema: {
      tags: ['account'],
      summary: 'The signed-in person’s profile',
      response: { 200: userResponse, ...errorResponses(401) },
    },
    handler: async (request) => ({ data: await loadProfile(ctx.db, authOf(request).userId) }),
  });
});
export { profileRoutes } from './profile-routes';
