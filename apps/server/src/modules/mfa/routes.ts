import { API } from '@portal/contract/http';
import { mfaListQuery, mfaListResponse, mfaStatusResponse } from '@portal/contract/mfa';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { authOf, sessionHooks } from '../../plugins/auth';
import { security } from '../../plugins/openapi';
import { listMethods, mfaStatus } from './service';

export const mfaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { requireSession } = sessionHooks(ctx);

  app.get(API.mfa, {
    preHandler: [requireSession],
    schema: {
      tags: ['mfa'],
      summary: 'The signed-in person’s MFA methods, full targets, primary first',
      security: security.session,
      querystring: mfaListQuery,
      response: { 200: mfaListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const includeAll = request.query.includeAll === '1' || request.query.includeAll === 'true';
      return { data: await listMethods(ctx.db, authOf(request).userId, includeAll) };
    },
  });

  app.get(API.mfaStatus, {
    preHandler: [requireSession],
    schema: { tags: ['mfa'], summary: 'Step-up state', security: security.session, response: { 200: mfaStatusResponse, ...errorResponses(401) } },
    handler: async () => mfaStatus(),
  });
};
