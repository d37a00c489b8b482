import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../lib/api-error';
import { authOf } from '../../../plugins/auth';
import { dismissReminder } from './dismiss';

/** The reminder banner of the signed-in person (session boundary). */
export const reminderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(API.mfaReminderDismiss, {
    schema: {
      tags: ['mfa'],
      summary: 'Hide the reminder banner of the coming forced MFA until the next weekly reminder',
      response: { 204: z.undefined().describe('No content'), ...errorResponses(401, 404) },
    },
    handler: async (request, reply) => {
      await dismissReminder(ctx.db, authOf(request).userId, ctx.clock.now());
      return reply.code(204).send();
    },
  });
};
