import { tokenResponse, weakPasswordResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/http';
import { authenticationOptionsResponse, loginPasskeyConfirmRequest, loginPasskeyOptionsRequest, passkeySignInRequest } from '@portal/contract/passkeys';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses, orErrorBody } from '../../lib/api-error';
import { publicRoutes } from '../../plugins/auth';
import { deviceIdOf } from '../../plugins/device-id';
import { passwordlessOptions, passwordlessSignIn } from './passwordless';
import { relyingPartyFor } from './factor';
import { confirmSecondFactor, secondFactorOptions } from './second-factor';
import { setTrustCookie, trustTokenFor } from '../mfa';
import { type IssuedSession } from '../sessions';
import { requestOrigin, sessionOrWeak, signedIn as signInAnswer } from '../sign-in';

/** Signing in with a passkey: as the second factor of a login attempt, or without a password. */
export const passkeySignInRoutes: FastifyPluginAsyncZod<AppContext> = publicRoutes(async (app, ctx) => {
  const resolve = relyingPartyFor(ctx.config);
  const relyingParty = (request: FastifyRequest) => resolve(request.host);
  const origin = (request: FastifyRequest) => requestOrigin(request, ctx.config);
  const signedIn = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) => signInAnswer(request, reply, ctx, session);
  const schema = (summary: string) => ({ tags: ['sign-in'], summary });

  app.post(API.tokenMfaPasskeyOptions, {
    schema: { ...schema('Assertion options for the passkeys of a login attempt'), body: loginPasskeyOptionsRequest, response: { 200: authenticationOptionsResponse, ...errorResponses(400, 429) } },
    handler: async (request) => secondFactorOptions(ctx, request.body.payload, deviceIdOf(request), relyingParty(request)),
  });

  app.post(API.tokenMfaPasskey, {
    schema: { ...schema('A passkey as the second factor: a session'), body: loginPasskeyConfirmRequest, response: { 200: tokenResponse, 403: orErrorBody(weakPasswordResponse), ...errorResponses(400, 429) } },
    handler: async (request, reply) => {
      const confirmed = sessionOrWeak(await confirmSecondFactor(ctx, request.body, { ...origin(request), newTrustToken: trustTokenFor(request, ctx.config) }));
      if (confirmed.trustToken) setTrustCookie(reply, ctx.config, confirmed.trustToken);
      return signedIn(request, reply, confirmed);
    },
  });

  app.post(API.tokenPasskeyOptions, {
    schema: { ...schema('Assertion options for signing in with a passkey, without a password'), response: { 200: authenticationOptionsResponse, ...errorResponses(400) } },
    handler: async (request) => passwordlessOptions(ctx, deviceIdOf(request), relyingParty(request)),
  });

  app.post(API.tokenPasskey, {
    schema: { ...schema('Sign in with a passkey, without a password: a session'), body: passkeySignInRequest, response: { 200: tokenResponse, ...errorResponses(400, 429) } },
    handler: async (request, reply) => signedIn(request, reply, await passwordlessSignIn(ctx, request.body.response, origin(request))),
  });
});
