import { API } from '@portal/contract/http';
import {
  authenticationOptionsResponse,
  loginPasskeyConfirmRequest,
  loginPasskeyOptionsRequest,
  passkeyIdParams,
  passkeyListResponse,
  passkeyResponse,
  registerPasskeyRequest,
  registrationOptionsResponse,
  renamePasskeyRequest,
} from '@portal/contract/passkeys';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError, errorResponses } from '../../lib/api-error';
import { sudoGrantResponse } from '@portal/contract/mfa-manage';
import { actorOfSession, authOf, sessionRoutes, stepUpRoutes } from '../../plugins/auth';
import { deviceIdOf } from '../../plugins/device-id';
import { registerPasskey, registrationOptions } from './registration';
import { createRelyingPartyResolver } from './relying-party';
import { listPasskeys, removePasskey, renamePasskey } from './service';
import { requestOrigin } from '../sign-in';
import { setTrustCookie, trustTokenFor } from '../mfa';
import { confirmStepUpPasskey, stepUpPasskeyOptions } from './step-up';

const noContent = z.undefined().describe('No content');

/** The signed-in person's passkeys: list and rename. */
const listRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(API.passkeys, {
    schema: { tags: ['passkeys'], summary: 'The signed-in person’s passkeys, oldest first', response: { 200: passkeyListResponse, ...errorResponses(401) } },
    handler: async (request) => ({ data: await listPasskeys(ctx.db, authOf(request).userId) }),
  });

  app.put(API.passkey, {
    schema: {
      tags: ['passkeys'],
      summary: 'Rename a passkey',
      params: passkeyIdParams,
      body: renamePasskeyRequest,
      response: { 200: passkeyResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({
      data: await renamePasskey(ctx, authOf(request).userId, request.params.id, request.body.name, requestOrigin(request, ctx.config)),
    }),
  });
};

/**
 * Adding and removing a passkey gives or takes lasting access: step-up changes. The grant is
 * checked by the boundary for the options too, so that options and registration are one change,
 * spent when the passkey is stored. An account with no second factor adds its first passkey
 * without one (mfa/step-up.ts).
 */
const changeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const relyingParty = createRelyingPartyResolver(ctx.config);
  const origin = (request: FastifyRequest) => requestOrigin(request, ctx.config);

  app.post(API.passkeyRegistrationOptions, {
    schema: {
      tags: ['passkeys'],
      summary: 'Options for navigator.credentials.create() (step-up, checked here, spent by the registration)',
      response: { 200: registrationOptionsResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const rp = relyingParty(request.host);
      if (!rp) throw new ApiError('passkey.unavailable');
      return registrationOptions(ctx, authOf(request).userId, deviceIdOf(request), rp);
    },
  });

  app.post(API.passkeyRegistration, {
    schema: {
      tags: ['passkeys'],
      summary: 'Verify the new credential and store the passkey (spends the step-up)',
      body: registerPasskeyRequest,
      response: { 201: passkeyResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      // The contract checked the shape; the library checks the content.
      const input = { ...request.body, response: request.body.response as RegistrationResponseJSON };
      return reply.code(201).send({ data: await registerPasskey(ctx, authOf(request), input, origin(request)) });
    },
  });

  app.delete(API.passkey, {
    schema: {
      tags: ['passkeys'],
      summary: 'Remove a passkey (step-up)',
      params: passkeyIdParams,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await removePasskey(ctx, authOf(request), request.params.id, origin(request));
      return reply.code(204).send();
    },
  });
};

/** A passkey as the proof of a step-up (GET /api/mfa/sudo opened the challenge with its method). */
const stepUpProofRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const relyingParty = createRelyingPartyResolver(ctx.config);
  const actor = (request: FastifyRequest) => ({ ...actorOfSession(request), sessionId: authOf(request).sessionId, deviceId: deviceIdOf(request), ip: request.ip });

  app.post(API.mfaSudoPasskeyOptions, {
    schema: {
      tags: ['mfa'],
      summary: 'Assertion options for a step-up challenge whose method is the passkey',
      body: loginPasskeyOptionsRequest,
      response: { 200: authenticationOptionsResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const rp = relyingParty(request.host);
      if (!rp) throw new ApiError('passkey.unavailable');
      return stepUpPasskeyOptions(ctx, actor(request), request.body.payload, rp);
    },
  });

  app.post(API.mfaSudoPasskey, {
    schema: {
      tags: ['mfa'],
      summary: 'Confirm a step-up with the passkey: a grant bound to this session',
      body: loginPasskeyConfirmRequest,
      response: { 200: sudoGrantResponse, ...errorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      const token = trustTokenFor(request, ctx.config);
      const grant = await confirmStepUpPasskey(ctx, actor(request), request.body, token);
      if (grant.trusted) setTrustCookie(reply, ctx.config, token);
      return { sudo: true as const, single: grant.single, expires_in: grant.expires_in };
    },
  });
};

export const passkeyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(sessionRoutes(listRoutes), ctx);
  await app.register(sessionRoutes(stepUpProofRoutes), ctx);
  await app.register(stepUpRoutes(changeRoutes), ctx);
};
