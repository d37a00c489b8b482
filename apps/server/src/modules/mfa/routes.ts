import { API } from '@portal/contract/http';
import { mfaListQuery, mfaListResponse, mfaStatusResponse } from '@portal/contract/mfa';
import { deleteMethodRequest, methodIdParams, recoveryKeysResponse } from '@portal/contract/mfa-manage';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { authOf, sessionRoutes, stepUpRoutes } from '../../plugins/auth';
import { activationRoutes } from './activation-routes';
import { actorOf } from '../events';
import { deleteMethod, regenerateRecoveryKeys, switchPrimary } from './manage-service';
import { listMethods, mfaStatus } from './service';
import { sudoRoutes } from './sudo-routes';
import { trustedDeviceRoutes } from './trusted-devices/routes';
import { reminderRoutes } from './reminders/routes';

const noContent = z.undefined().describe('No content');

const actor = (request: FastifyRequest) => {
  const auth = authOf(request);
  return { ...actorOf(request, auth.userId, auth.sessionId), sessionId: auth.sessionId };
};

/** The signed-in person's MFA: methods and status. */
const methodRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(API.mfa, {
    schema: {
      tags: ['mfa'],
      summary: 'The signed-in person’s MFA methods, full targets, primary first',
      querystring: mfaListQuery,
      response: { 200: mfaListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const includeAll = request.query.includeAll === '1' || request.query.includeAll === 'true';
      return { data: await listMethods(ctx.db, authOf(request).userId, includeAll) };
    },
  });

  app.get(API.mfaStatus, {
    schema: { tags: ['mfa'], summary: 'Step-up grant, card method and forced set-up', response: { 200: mfaStatusResponse, ...errorResponses(401) } },
    handler: async (request) => mfaStatus(ctx.db, authOf(request), ctx.clock.now()),
  });

  // A session route: cancelling an unsaved method (negative id) needs no grant, so deleteMethod
  // spends one only for a stored method, inside its transaction.
  app.delete(API.mfaMethod, {
    schema: {
      tags: ['mfa'],
      summary: 'Delete a method (step-up), or cancel an unsaved one (negative id, body target)',
      params: methodIdParams,
      body: deleteMethodRequest,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await deleteMethod(ctx, actor(request), request.params.id, request.body?.target);
      return reply.code(204).send();
    },
  });
};

/** The MFA changes that need a step-up first. */
const stepUpChangeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(API.mfaSwitchPrimary, {
    schema: {
      tags: ['mfa'],
      summary: 'Make a method the primary one (step-up)',
      params: methodIdParams,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await switchPrimary(ctx, actor(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.post(API.mfaRegenerateRecovery, {
    schema: {
      tags: ['mfa'],
      summary: 'Replace the recovery keys (step-up); the new keys are shown once',
      response: { 200: recoveryKeysResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ recovery_keys: await regenerateRecoveryKeys(ctx, actor(request)) }),
  });
};

export const mfaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(sessionRoutes(methodRoutes), ctx);
  await app.register(stepUpRoutes(stepUpChangeRoutes), ctx);
  await app.register(sessionRoutes(sudoRoutes), ctx);
  await app.register(sessionRoutes(activationRoutes), ctx);
  await app.register(sessionRoutes(trustedDeviceRoutes), ctx);
  await app.register(sessionRoutes(reminderRoutes), ctx);
};
