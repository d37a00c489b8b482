import { tokenResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/http';
import {
  recoveryCancelRequest,
  recoveryCardRequest,
  recoveryCompleteRequest,
  recoveryKeyRequest,
  recoveryStartRequest,
  recoveryStartResponse,
  recoveryWaitRequest,
  recoveryWaitResponse,
} from '@portal/contract/recovery';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { linkOrigin } from '../../config/hosts';
import { errorResponses } from '../../lib/api-error';
import { actorOf, userAgentOf } from '../../lib/actor';
import { publicRoutes } from '../../plugins/auth';
import { deviceIdOf } from '../../plugins/device-id';
import { signedIn } from '../sign-in';
import type { IssuedSession } from '../sessions';
import { startRecovery, type RecoveryOrigin } from './flow';
import { recoverWithCard, recoverWithKey } from './proofs';
import { cancelRequest, completeRequest, startRequest } from './wait';

const noContent = z.undefined().describe('No content');

/** Recovery after losing every second factor: anonymous calls (docs/recovery.md). */
const anonymousRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const origin = (request: FastifyRequest): RecoveryOrigin => ({ deviceId: deviceIdOf(request), ip: request.ip, userAgent: userAgentOf(request) });
  const signIn = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) => signedIn(request, reply, ctx, session);
  const signedInResponses = { 200: tokenResponse, ...errorResponses(400, 428, 429) };

  app.post(API.recovery, {
    schema: {
      tags: ['recovery'],
      summary: 'Identify with a login name and a solved captcha: a recovery flow, the same for any name',
      body: recoveryStartRequest,
      response: { 200: recoveryStartResponse, ...errorResponses(400, 428, 429) },
    },
    handler: async (request) => startRecovery(ctx, request.body, origin(request)),
  });

  app.post(API.recoveryKey, {
    schema: { tags: ['recovery'], summary: 'Recover with an unused recovery key and a new password: a session with a fresh step-up', body: recoveryKeyRequest, response: signedInResponses },
    handler: async (request, reply) => signIn(request, reply, await recoverWithKey(ctx, request.body, origin(request))),
  });

  app.post(API.recoveryCard, {
    schema: { tags: ['recovery'], summary: 'Recover with the card and national register numbers and a new password: a session with a fresh step-up', body: recoveryCardRequest, response: signedInResponses },
    handler: async (request, reply) => signIn(request, reply, await recoverWithCard(ctx, request.body, origin(request))),
  });

  app.post(API.recoveryRequest, {
    schema: {
      tags: ['recovery'],
      summary: 'Ask for a recovery that completes after 72 hours unless cancelled from one of the account\'s channels',
      body: recoveryWaitRequest,
      response: { 200: recoveryWaitResponse, ...errorResponses(400) },
    },
    handler: async (request) => startRequest(ctx, request.body, origin(request), linkOrigin(ctx.config, request.hostname)),
  });

  app.post(API.recoveryRequestComplete, {
    schema: { tags: ['recovery'], summary: 'After the wait: the request\'s secret and a new password; a session with a fresh step-up', body: recoveryCompleteRequest, response: signedInResponses },
    handler: async (request, reply) => signIn(request, reply, await completeRequest(ctx, request.body, origin(request))),
  });

  app.post(API.recoveryCancel, {
    schema: { tags: ['recovery'], summary: 'The cancel link of a recovery request: one use, no sign-in', body: recoveryCancelRequest, response: { 204: noContent, ...errorResponses(400) } },
    handler: async (request, reply) => {
      const { deviceId, ip, userAgent } = actorOf(request, 0, null);
      await cancelRequest(ctx, request.body.cancel, { deviceId, ip: ip ?? 'unknown', userAgent });
      return reply.code(204).send();
    },
  });
};

export const recoveryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(publicRoutes(anonymousRoutes), ctx);
};
