import { API } from '@portal/contract/http';
import { sudoChallengeResponse, sudoConfirmRequest, sudoGrantResponse, sudoQuery } from '@portal/contract/mfa-manage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf } from '../../plugins/auth';
import { actorOf } from '../events';
import { confirmStepUp, startStepUp } from './sudo-service';
import { setTrustCookie, trustTokenFor } from './trusted-devices/cookie';

/** Step-up (sudo): a fresh second factor for this session. Registered in the session boundary. */
export const sudoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(API.mfaSudo, {
    // It sends a code: checked like a write, so cross-site links and images cannot trigger it.
    config: { acts: true },
    schema: {
      tags: ['mfa'],
      summary: 'Open a step-up challenge (or send its code again with payload)',
      querystring: sudoQuery,
      response: { 200: sudoChallengeResponse, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => startStepUp(ctx, { ...actorOfSession(request), ...authOf(request) }, request.query),
  });

  app.post(API.mfaSudo, {
    schema: {
      tags: ['mfa'],
      summary: 'Confirm the step-up code: a grant bound to this session',
      body: sudoConfirmRequest,
      response: { 200: sudoGrantResponse, ...errorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      const auth = authOf(request);
      const token = trustTokenFor(request, ctx.config);
      const actor = { ...actorOf(request, auth.userId, auth.sessionId), sessionId: auth.sessionId };
      const grant = await confirmStepUp(ctx, actor, request.body, { deviceId: request.deviceId, token });
      if (grant.trusted) setTrustCookie(reply, ctx.config, token);
      return { sudo: true as const, single: grant.single, expires_in: grant.expires_in };
    },
  });
};
