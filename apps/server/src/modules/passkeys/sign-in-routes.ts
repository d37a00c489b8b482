import { tokenResponse, type TokenResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/http';
import { authenticationOptionsResponse, loginPasskeyConfirmRequest, loginPasskeyOptionsRequest, passkeySignInRequest } from '@portal/contract/passkeys';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { ApiError, errorResponses } from '../../lib/api-error';
import { deviceIdOf } from '../../plugins/device-id';
import { security } from '../../plugins/openapi';
import { setLoginCookie } from '../sessions/cookie';
import type { IssuedSession } from '../sessions/service';
import type { RequestOrigin } from '../sign-in/service';
import { passwordlessOptions, passwordlessSignIn } from './passwordless';
import { createRelyingPartyResolver } from './relying-party';
import { confirmSecondFactor, secondFactorOptions } from './second-factor';

/** Signing in with a passkey: as the second factor of a login attempt, or without a password. */
export const passkeySignInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const resolve = createRelyingPartyResolver(ctx.config);
  const relyingParty = (request: FastifyRequest) => {
    const rp = resolve(request.host);
    if (!rp) throw new ApiError('passkey.unavailable');
    return rp;
  };
  const origin = (request: FastifyRequest): RequestOrigin => ({
    deviceId: deviceIdOf(request),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  /** As POST /api/token: the token in the answer for API clients, in the login cookie for browsers. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession): TokenResponse => {
    setLoginCookie(reply, ctx.config, request.hostname, session.token);
    return { access_token: session.token, token_type: 'Bearer', expires_in: session.expiresInSeconds };
  };
  const schema = (summary: string) => ({ tags: ['sign-in'], summary, security: security.device });

  app.post(API.tokenMfaPasskeyOptions, {
    schema: { ...schema('Assertion options for the passkeys of a login attempt'), body: loginPasskeyOptionsRequest, response: { 200: authenticationOptionsResponse, ...errorResponses(400, 429) } },
    handler: async (request) => secondFactorOptions(ctx, request.body.payload, deviceIdOf(request), relyingParty(request)),
  });

  app.post(API.tokenMfaPasskey, {
    schema: { ...schema('A passkey as the second factor: a session'), body: loginPasskeyConfirmRequest, response: { 200: tokenResponse, ...errorResponses(400, 429) } },
    handler: async (request, reply) => signedIn(request, reply, await confirmSecondFactor(ctx, request.body, origin(request))),
  });

  app.post(API.tokenPasskeyOptions, {
    schema: { ...schema('Assertion options for signing in with a passkey, without a password'), response: { 200: authenticationOptionsResponse, ...errorResponses(400) } },
    handler: async (request) => passwordlessOptions(ctx, deviceIdOf(request), relyingParty(request)),
  });

  app.post(API.tokenPasskey, {
    schema: { ...schema('Sign in with a passkey, without a password: a session'), body: passkeySignInRequest, response: { 200: tokenResponse, ...errorResponses(400, 429) } },
    handler: async (request, reply) => signedIn(request, reply, await passwordlessSignIn(ctx, request.body.response, origin(request))),
  });
};
