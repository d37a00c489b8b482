import { ibanStateResponse, setIbanRequest } from '@portal/contract/banking';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { linkOrigin } from '../../config/hosts';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, sessionRoutes, stepUpRoutes } from '../../plugins/auth';
import { cancelIbanChange, ibanState, setIban } from './service';

/** Reading the (masked) IBAN and cancelling a waiting change: a signed-in session. */
const ownerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(API.userIban, {
    schema: {
      tags: ['banking'],
      summary: 'The signed-in person’s IBAN, masked, and a change waiting for its delay',
      response: { 200: ibanStateResponse, ...errorResponses(401) },
    },
    handler: async (request) => ({ data: await ibanState(ctx, authOf(request).userId) }),
  });

  app.delete(API.userIbanPending, {
    schema: {
      tags: ['banking'],
      summary: 'Cancel the IBAN change still waiting: partner apps keep the previous IBAN',
      response: { 200: ibanStateResponse, ...errorResponses(401, 404) },
    },
    handler: async (request) => ({ data: await cancelIbanChange(ctx, actorOfSession(request)) }),
  });
};

/** Setting or changing it decides where money goes: a step-up change. */
const changeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.put(API.userIban, {
    schema: {
      tags: ['banking'],
      summary: 'Set or change the IBAN (step-up); partner apps receive it after 72 hours',
      body: setIbanRequest,
      response: { 200: ibanStateResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ data: await setIban(ctx, { ...actorOfSession(request), sessionId: authOf(request).sessionId }, request.body.iban, linkOrigin(ctx.config, request.hostname)) }),
  });
};

export const bankingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(sessionRoutes(ownerRoutes), ctx);
  await app.register(stepUpRoutes(changeRoutes), ctx);
};
