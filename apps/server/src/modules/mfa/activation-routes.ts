import { API } from '@portal/contract/http';
import {
  activationConfirmRequest,
  activationConfirmResponse,
  activationQuery,
  activationResendRequest,
  activationResendResponse,
  activationResponse,
  methodIdParams,
} from '@portal/contract/mfa-manage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { authOf } from '../../plugins/auth';
import { confirmActivation, resendActivationCode } from './activation-finish';
import { startActivation } from './activation-service';
import { actorOf } from '../events';
import { setTrustCookie, trustTokenFor } from './trusted-devices/cookie';

/**
 * Adding, changing and resetting methods: a challenge, then its code. Registered in the session
 * boundary: whether starting needs a step-up depends on the request (a 204 skip and the account's
 * first method need none), so startActivation checks and spends the grant itself.
 */
export const activationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const actor = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { ...actorOf(request, auth.userId, auth.sessionId), sessionId: auth.sessionId };
  };

  app.get(API.mfaActivateStart, {
    // It sends a code: checked like a write.
    config: { acts: true },
    schema: {
      tags: ['mfa'],
      summary: 'Start adding (negative id), changing or resetting (edit=1) a method; 204 when nothing needs checking',
      params: methodIdParams,
      querystring: activationQuery,
      response: { 200: activationResponse, 204: z.undefined().describe('Skip: already active'), ...errorResponses(400, 401, 403, 404, 422, 429) },
    },
    handler: async (request, reply) => {
      const started = await startActivation(ctx, actor(request), request.params.id, request.query);
      if (started.kind === 'skip') return reply.code(204).send();
      return started.answer;
    },
  });

  app.post(API.mfaActivate, {
    schema: {
      tags: ['mfa'],
      summary: 'Confirm the set-up code: the method is stored',
      body: activationConfirmRequest,
      response: { 200: activationConfirmResponse, ...errorResponses(400, 401, 422, 429) },
    },
    handler: async (request, reply) => {
      const token = trustTokenFor(request, ctx.config);
      const { trusted, ...result } = await confirmActivation(ctx, actor(request), request.body, { deviceId: request.deviceId, token });
      if (trusted) setTrustCookie(reply, ctx.config, token);
      return result;
    },
  });

  app.post(API.mfaActivateResend, {
    schema: {
      tags: ['mfa'],
      summary: 'Send the set-up code again',
      body: activationResendRequest,
      response: { 200: activationResendResponse, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => ({ resend_in: await resendActivationCode(ctx, actor(request), request.body.payload) }),
  });
};
