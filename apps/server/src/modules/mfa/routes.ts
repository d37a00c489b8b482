import { API } from '@portal/contract/http';
import { mfaListQuery, mfaListResponse, mfaStatusResponse } from '@portal/contract/mfa';
import { deleteMethodRequest, methodIdParams, recoveryKeysResponse } from '@portal/contract/mfa-manage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { authOf, sessionHooks } from '../../plugins/auth';
import { security } from '../../plugins/openapi';
import { activationRoutes } from './activation-routes';
import { actorOf } from '../events';
import { deleteMethod, regenerateRecoveryKeys, switchPrimary } from './manage-service';
import { listMethods, mfaStatus } from './service';
import { stepUpHooks } from './step-up';
import { sudoRoutes } from './sudo-routes';
import { trustedDeviceRoutes } from './trusted-devices/routes';

const noContent = z.undefined().describe('No content');

/** The signed-in person's MFA: methods, status, and the changes that need a step-up first. */
export const mfaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { requireSession } = sessionHooks(ctx);
  const { requireStepUp } = stepUpHooks(ctx);
  const actor = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { ...actorOf(request, auth.userId, auth.sessionId), sessionId: auth.sessionId };
  };

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
    schema: { tags: ['mfa'], summary: 'Step-up grant, card method and forced set-up', security: security.session, response: { 200: mfaStatusResponse, ...errorResponses(401) } },
    handler: async (request) => mfaStatus(ctx.db, authOf(request), ctx.clock.now()),
  });

  app.post(API.mfaSwitchPrimary, {
    preHandler: [requireSession, requireStepUp],
    schema: {
      tags: ['mfa'],
      summary: 'Make a method the primary one (step-up)',
      security: security.sessionAndDevice,
      params: methodIdParams,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await switchPrimary(ctx, actor(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.delete(API.mfaMethod, {
    preHandler: [requireSession],
    schema: {
      tags: ['mfa'],
      summary: 'Delete a method (step-up), or cancel an unsaved one (negative id, body target)',
      security: security.sessionAndDevice,
      params: methodIdParams,
      body: deleteMethodRequest,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await deleteMethod(ctx, actor(request), request.params.id, request.body?.target);
      return reply.code(204).send();
    },
  });

  app.post(API.mfaRegenerateRecovery, {
    preHandler: [requireSession, requireStepUp],
    schema: {
      tags: ['mfa'],
      summary: 'Replace the recovery keys (step-up); the new keys are shown once',
      security: security.sessionAndDevice,
      response: { 200: recoveryKeysResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ recovery_keys: await regenerateRecoveryKeys(ctx, actor(request)) }),
  });

  await app.register(sudoRoutes, ctx);
  await app.register(activationRoutes, ctx);
  await app.register(trustedDeviceRoutes, ctx);
};
