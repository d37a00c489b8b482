import { changePasswordRequest } from '@portal/contract/password';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, stepUpRoutes } from '../../plugins/auth';
import { changePassword } from './change';

/** Changing the password: a signed-in person with a fresh second factor (like the SPA's guard). */
const changeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(API.userPassword, {
    schema: {
      tags: ['password'],
      summary: 'Change the password: the current one, then the new one; every other session ends',
      body: changePasswordRequest,
      response: { 200: z.object({ sessions_ended: z.number().int() }), ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request) => {
      const actor = { ...actorOfSession(request), sessionId: authOf(request).sessionId };
      const { sessionsEnded } = await changePassword(ctx, actor, request.body);
      return { sessions_ended: sessionsEnded };
    },
  });
};

export const passwordRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(stepUpRoutes(changeRoutes), ctx);
};
