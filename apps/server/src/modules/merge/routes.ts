import {
  fuzzionConfirmRequest,
  fuzzionConfirmResponse,
  fuzzionPreviewRequest,
  fuzzionPreviewResponse,
  fuzzionProofRequest,
  fuzzionProofResponse,
  fuzzionRejectRequest,
  fuzzionRejectResponse,
  fuzzionSendRequest,
  fuzzionSendResponse,
} from '@portal/contract/fuzzion';
import { API } from '@portal/contract/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/api-error';
import { actorOfSession, authOf, sessionRoutes } from '../../plugins/auth';
import { confirmMerge, previewMerge, proveOwnership, sendMergeCode } from './flow';
import { rejectMerge } from './reject';

/** Account merging (issue 10): the signed-in person's calls on a merge offer (its payload). */
const routes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const actor = (request: FastifyRequest) => ({ ...actorOfSession(request), sessionId: authOf(request).sessionId });
  const tags = ['merge'];

  app.post(API.fuzzionPreview, {
    schema: { tags, summary: 'The shared e-mails and phones, masked, and the proofs the other account accepts', body: fuzzionPreviewRequest, response: { 200: fuzzionPreviewResponse, ...errorResponses(400, 401) } },
    handler: async (request) => previewMerge(ctx, actor(request), request.body.payload),
  });
  app.post(API.fuzzionProof, {
    schema: { tags, summary: "Prove the other account is yours (its card number or password): its code methods, masked", body: fuzzionProofRequest, response: { 200: fuzzionProofResponse, ...errorResponses(400, 401, 428, 429) } },
    handler: async (request) => proveOwnership(ctx, actor(request), request.body),
  });
  app.post(API.mfaFuzzion, {
    schema: { tags, summary: "Send (again) the 8-digit merge code to one of the other account's methods", body: fuzzionSendRequest, response: { 200: fuzzionSendResponse, ...errorResponses(400, 401, 429) } },
    handler: async (request) => sendMergeCode(ctx, actor(request), request.body),
  });
  app.post(API.fuzzion, {
    schema: { tags, summary: 'Confirm the code: merge the other account into this one (one transaction)', body: fuzzionConfirmRequest, response: { 200: fuzzionConfirmResponse, ...errorResponses(400, 401, 409, 429) } },
    handler: async (request) => confirmMerge(ctx, actor(request), request.body),
  });
  app.post(API.fuzzionReject, {
    schema: { tags, summary: 'Decline: the shared e-mails and phones leave the other account', body: fuzzionRejectRequest, response: { 200: fuzzionRejectResponse, ...errorResponses(400, 401, 409) } },
    handler: async (request) => rejectMerge(ctx, actor(request), request.body.payload),
  });
};

export const mergeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(sessionRoutes(routes), ctx);
};
