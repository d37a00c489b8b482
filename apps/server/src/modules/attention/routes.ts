import { attentionResponse } from '@portal/contract/attention';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { authOf, sessionRoutes } from '../../plugins/auth';
import { attentionOf } from './service';

/** The dashboard's "what to look at" list of the signed-in person. */
export const attentionRoutes: FastifyPluginAsyncZod<AppContext> = sessionRoutes(async (app, ctx) => {
  app.get(API.userAttention, {
    schema: {
      tags: ['account'],
      summary: 'What the person should look at: no second factor, recovery keys running low, new devices',
      response: { 200: attentionResponse, ...errorResponses(401) },
    },
    handler: async (request) => {
      const { userId, sessionId } = authOf(request);
      return { items: await attentionOf(ctx, userId, sessionId) };
    },
  });
});
