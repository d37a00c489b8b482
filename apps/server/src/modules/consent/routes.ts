import { API } from '@portal/contract/http';
import {
  authorisationsResponse,
  authorizeDecisionRequest,
  authorizeDecisionResponse,
  authorizeQuery,
  authorizeResponse,
  clientIdParams,
} from '@portal/contract/oauth';
import { variantForHost } from '@portal/contract/variants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/api-error';
import type { OidcContext } from '../../oidc';
import { actorOfSession, authOf, sessionRoutes } from '../../plugins/auth';
import { decideAuthorization, describeAuthorization, listAuthorisations, revokeAuthorisation } from './service';

/** The spec's consent calls, for the signed-in person, on top of the provider's interactions and grants. */
export const consentRoutes: FastifyPluginAsyncZod<OidcContext> = sessionRoutes(async (app, ctx) => {
  const tags = ['consent'];

  app.get(API.authorize, {
    schema: {
      tags,
      summary: 'What a partner app asks for: approvalType scopes when the person must approve first',
      querystring: authorizeQuery,
      response: { 200: authorizeResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => describeAuthorization(ctx, variantForHost(request.host, ctx.config.luHostPatterns), request.query, authOf(request).userId),
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: API.authorize,
      schema: {
        tags,
        summary: 'Approve or refuse a partner app; the browser then loads target',
        body: authorizeDecisionRequest,
        response: { 200: authorizeDecisionResponse, ...errorResponses(400, 401) },
      },
      handler: async (request) => decideAuthorization(ctx, variantForHost(request.host, ctx.config.luHostPatterns), request.body, actorOfSession(request)),
    });
  }

  app.get(API.tokens, {
    schema: { tags, summary: 'Partner apps authorised to this account', response: { 200: authorisationsResponse, ...errorResponses(401) } },
    handler: async (request) => listAuthorisations(ctx, authOf(request).userId),
  });

  app.delete(API.tokenOfClient, {
    schema: {
      tags,
      summary: 'Revoke a partner app: its grant and every token issued under it',
      params: clientIdParams,
      response: { 204: z.undefined().describe('No content'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      await revokeAuthorisation(ctx, actorOfSession(request), request.params.client_id);
      return reply.code(204).send();
    },
  });
});
