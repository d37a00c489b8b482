import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DEVICE_ID_HEADER } from '@portal/contract/http';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { loginCookieName } from '../modules/sessions/cookie';

/**
 * The OpenAPI document at /api/docs/json (UI at /api/docs), generated from the contract's zod
 * schemas that the routes declare. Register before the routes: Swagger collects them as they come.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Account portal API', version: '0.1.0', description: 'Rules beyond the schemas: docs/sign-in-api.md, docs/mfa-api.md, docs/passkeys.md, docs/oauth.md.' },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: loginCookieName(config) },
          deviceId: { type: 'apiKey', in: 'header', name: DEVICE_ID_HEADER, description: 'Required on every non-GET /api call.' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // No validator badge: it would load an image from validator.swagger.io, which the CSP forbids.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}

/** OpenAPI security requirements: who may call a route, and whether it needs the device id. */
type SecurityRequirements = Record<string, string[]>[];

export const security: Record<'device' | 'session' | 'sessionAndDevice', SecurityRequirements> = {
  device: [{ deviceId: [] }],
  session: [{ bearer: [] }, { cookie: [] }],
  sessionAndDevice: [{ bearer: [], deviceId: [] }, { cookie: [], deviceId: [] }],
};
