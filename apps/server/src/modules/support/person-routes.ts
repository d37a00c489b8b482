import { API } from '@portal/contract/http';
import {
  cancelRecoveryRequest,
  endSessionsRequest,
  endSessionsResponse,
  liftLimitsRequest,
  liftLimitsResponse,
  personPageQuery,
  personParams,
  resendVerificationRequest,
  resendVerificationResponse,
  revokeAppRequest,
  supportDoneResponse,
  supportPersonResponse,
  supportResetRequest,
  supportResetResponse,
} from '@portal/contract/support-person';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession } from '../../plugins/auth';
import { cancelPersonRecovery, endPersonSessions, liftPersonLimits, resendPersonCode, revokePersonApp, type DeskAction } from './actions';
import { personPage } from './person-page';
import { supportReset } from './reset';

/**
 * The person's page and the desk's actions on it (docs/support.md), registered inside the staff
 * boundary by routes.ts: 404 to anyone but staff with a fresh desk session.
 */
export const personRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['support'];
  const action = (request: FastifyRequest, input: { params: { id: number }; body: { reason: string } }): DeskAction => ({
    agent: actorOfSession(request),
    personId: input.params.id,
    reason: input.body.reason,
  });

  app.get(API.supportPerson, {
    schema: {
      tags,
      summary: 'The person’s page, with a reason: profile, contacts, methods (masked), sessions, history, apps, cards, pending verifications, recovery requests, limits',
      params: personParams,
      querystring: personPageQuery,
      response: { 200: supportPersonResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => ({ data: await personPage(ctx, actorOfSession(request), request.params.id, request.query.reason) }),
  });

  app.post(API.supportEndSessions, {
    schema: { tags, summary: 'End one live session of the person, or all of them', params: personParams, body: endSessionsRequest, response: { 200: endSessionsResponse, ...errorResponses(400, 403, 404) } },
    handler: async (request) => ({ ended: await endPersonSessions(ctx, action(request, request), request.body.session_id ?? null) }),
  });

  app.post(API.supportLiftLimits, {
    schema: { tags, summary: 'Clear the person’s password and second-factor counts', params: personParams, body: liftLimitsRequest, response: { 200: liftLimitsResponse, ...errorResponses(400, 403, 404) } },
    handler: async (request) => ({ lifted: await liftPersonLimits(ctx, action(request, request)) }),
  });

  app.post(API.supportResendVerification, {
    schema: {
      tags,
      summary: 'A new code of an open verification of the person, to its own target',
      params: personParams,
      body: resendVerificationRequest,
      response: { 200: resendVerificationResponse, ...errorResponses(400, 403, 404, 429) },
    },
    handler: async (request) => ({ resend_in: await resendPersonCode(ctx, action(request, request), request.body.verification_id) }),
  });

  app.post(API.supportCancelRecovery, {
    schema: { tags, summary: 'Cancel a waiting recovery request of the person', params: personParams, body: cancelRecoveryRequest, response: { 200: supportDoneResponse, ...errorResponses(400, 403, 404) } },
    handler: async (request) => {
      await cancelPersonRecovery(ctx, action(request, request), request.body.request_id);
      return { done: true as const };
    },
  });

  app.post(API.supportRevokeApp, {
    schema: { tags, summary: 'Revoke a partner app of the person: its grants and tokens', params: personParams, body: revokeAppRequest, response: { 200: supportDoneResponse, ...errorResponses(400, 403, 404) } },
    handler: async (request) => {
      await revokePersonApp(ctx, action(request, request), request.body.client_id);
      return { done: true as const };
    },
  });

  app.post(API.supportReset, {
    schema: {
      tags: ['support'],
      summary: 'The support reset of the second factor: after the identity check, a one-time support code to one of the person’s verified contacts',
      description:
        'The code lets the next sign-in pass the second factor once and leads to setting up a new method; it works for 24 hours and replaces any previous one. 422 support.identity_mismatch when the card or national register number is not the person’s. The answer never holds the code.',
      params: personParams,
      body: supportResetRequest,
      response: { 200: supportResetResponse, ...errorResponses(400, 403, 404, 422, 429) },
    },
    handler: async (request) => supportReset(ctx, actorOfSession(request), request.params.id, request.body),
  });
};
