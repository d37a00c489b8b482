import {
  loginMfaConfirmRequest,
  loginMfaSendRequest,
  loginMfaSendResponse,
  loginRequest,
  mfaChallengeResponse,
  tokenResponse,
  weakPasswordResponse,
} from '@portal/contract/auth';
import { handoverPreviewResponse, handoverRequest, handoverResponse } from '@portal/contract/handover';
import { API } from '@portal/contract/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses, orErrorBody } from '../../lib/api-error';
import { authOf, publicRoutes, sessionRoutes } from '../../plugins/auth';
import { actorOf } from '../events';
import { adoptHandover, mintHandover, previewHandover } from './handover';
import { confirmLoginCode, sendLoginCode } from './mfa-service';
import { requestOrigin, signedIn as signInAnswer } from './request-origin';
import { checkPassword, type LoginName } from './service';
import { offerMerge } from '../merge';
import { sessionOrWeak } from './weak-answer';
import { replaceWeakPassword } from '../password';
import { weakPasswordRequest } from '@portal/contract/password';
import { loginCookieName } from '../../config/cookie-names';
import { setTrustCookie, trustTokenFor } from '../mfa';
import { clearLoginCookie, endSession, type IssuedSession } from '../sessions';

const noContent = z.undefined().describe('No content');

/** Signing in: anonymous calls. */
const signingInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const origin = (request: FastifyRequest) => requestOrigin(request, ctx.config);
  // When the login name also belongs to another account, the answer carries the merge offer (issue 10).
  // Here rather than in request-origin.ts: the merge module reaches passkeys, which use that file.
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, session: IssuedSession, login?: LoginName) => {
    const answer = await signInAnswer(request, reply, ctx, session);
    const offer = login ? await offerMerge(ctx.db, ctx.clock.now(), { userId: login.userId, sessionId: session.sessionId }, login.kind, login.value) : {};
    return { ...answer, ...offer };
  };

  app.post(API.token, {
    schema: {
      tags: ['sign-in'],
      summary: 'Password step: a session, or a second-factor challenge (401)',
      body: loginRequest,
      response: { 200: tokenResponse, 401: orErrorBody(mfaChallengeResponse), 403: orErrorBody(weakPasswordResponse), ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      const outcome = await checkPassword(ctx, request.body, origin(request));
      if (outcome.kind === 'second-factor') {
        return reply.code(401).send({ mfa: { payload: outcome.payload, methods: outcome.methods, ...(outcome.weak ? { weak: true } : {}) } });
      }
      return signedIn(request, reply, outcome.session, outcome.login);
    },
  });

  app.post(API.tokenMfaSend, {
    schema: {
      tags: ['sign-in'],
      summary: 'Pick a sign-in method: e-mail and SMS get a code',
      body: loginMfaSendRequest,
      response: { 200: loginMfaSendResponse, ...errorResponses(400, 429) },
    },
    handler: async (request) => sendLoginCode(ctx, request.body, origin(request)),
  });

  app.post(API.tokenHandoverPreview, {
    schema: {
      tags: ['sign-in'],
      summary: 'Whose account a hand-over token opens (first name, masked e-mail), without using it',
      body: handoverRequest,
      response: { 200: handoverPreviewResponse, ...errorResponses(400) },
    },
    handler: async (request) => previewHandover(ctx, request.body.handover),
  });

  app.post(API.tokenAdopt, {
    schema: {
      tags: ['sign-in'],
      summary: 'Use a hand-over token once: a new session of its account for this browser',
      body: handoverRequest,
      response: { 200: tokenResponse, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      const replaced = request.cookies[loginCookieName(ctx.config)];
      const session = await adoptHandover(ctx, request.body.handover, origin(request), replaced);
      return signedIn(request, reply, session);
    },
  });

  app.post(API.tokenWeakPassword, {
    schema: {
      tags: ['sign-in'],
      summary: 'Replace a weak password with the permission of a completed sign-in: a session',
      body: weakPasswordRequest,
      response: { 200: tokenResponse, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => signedIn(request, reply, await replaceWeakPassword(ctx, request.body, origin(request))),
  });

  app.post(API.tokenMfaConfirm, {
    schema: {
      tags: ['sign-in'],
      summary: 'Confirm the code, authenticator code, recovery key or card number: a session',
      body: loginMfaConfirmRequest,
      response: { 200: tokenResponse, 403: orErrorBody(weakPasswordResponse), ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      const confirmed = sessionOrWeak(await confirmLoginCode(ctx, request.body, { ...origin(request), newTrustToken: trustTokenFor(request, ctx.config) }));
      if (confirmed.trustToken) setTrustCookie(reply, ctx.config, confirmed.trustToken);
      const answer = await signedIn(request, reply, confirmed, confirmed.login);
      if (confirmed.setupSecondFactor) return { ...answer, setup_second_factor: true };
      return confirmed.recoveryKeysLeft === undefined ? answer : { ...answer, recovery_keys_left: confirmed.recoveryKeysLeft };
    },
  });

};

/** Logging out and handing the account over to a browser: the session's own calls. */
const sessionTokenRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.delete(API.token, {
    schema: { tags: ['sign-in'], summary: 'Sign out: end this session', response: { 204: noContent, ...errorResponses(400, 401) } },
    handler: async (request, reply) => {
      const { userId, sessionId } = authOf(request);
      await endSession(ctx.db, ctx.clock, { ...actorOf(request, userId, sessionId), sessionId });
      clearLoginCookie(reply, ctx.config, request.hostname);
      return reply.code(204).send();
    },
  });

  app.post(API.tokenHandover, {
    schema: {
      tags: ['sign-in'],
      summary: 'Hand the session\'s account over to a browser: a single-use token, valid 60 s',
      response: { 200: handoverResponse, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => mintHandover(ctx, authOf(request)),
  });
};

export const signInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(publicRoutes(signingInRoutes), ctx);
  await app.register(sessionRoutes(sessionTokenRoutes), ctx);
};
