import { API } from '@portal/contract/http';
import {
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
import { authOf, sessionRoutes, stepUpRoutes } from '../../plugins/auth';
import { deviceIdOf } from '../../plugins/device-id';
import { registerPasskey, registrationOptions } from './registration';
import { createRelyingPartyResolver } from './relying-party';
import { listPasskeys, removePasskey, renamePasskey } from './service';
import { requestOrigin } from '../sign-in';

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

export const passkeyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(sessionRoutes(listRoutes), ctx);
  await app.register(stepUpRoutes(changeRoutes), ctx);
};
