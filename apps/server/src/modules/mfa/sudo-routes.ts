import { API } from '@portal/contract/http';
import { sudoChallengeResponse, sudoConfirmRequest, sudoGrantResponse, sudoQuery } from '@portal/contract/mfa-manage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { authOf, sessionHooks } from '../../plugins/auth';
import { requireDeviceIdHeader } from '../../plugins/device-id';
import { security } from '../../plugins/openapi';
import { actorOf } from '../events';
import { confirmStepUp, startStepUp } from './sudo-service';
import { setTrustCookie, trustTokenFor } from './trusted-devices/cookie';

/** Step-up (sudo): a fresh second factor for this session. */
export const sudoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { requireSession } = sessionHooks(ctx);

  app.get(API.mfaSudo, {
    // It sends a code: the device-id header keeps cross-site links and images from triggering it.
    preHandler: [requireDeviceIdHeader, requireSession],
    schema: {
      tags: ['mfa'],
      summary: 'Open a step-up challenge (or send its code again with payload)',
      security: security.sessionAndDevice,
      querystring: sudoQuery,
      response: { 200: sudoChallengeResponse, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => startStepUp(ctx, authOf(request), request.query),
  });

  app.post(API.mfaSudo, {
    preHandler: [requireSession],
    schema: {
      tags: ['mfa'],
      summary: 'Confirm the step-up code: a grant bound to this session',
      security: security.sessionAndDevice,
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
