import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DEVICE_ID_HEADER } from '@portal/contract/http';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { loginCookieName } from '../config/cookie-names';

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
          deviceId: { type: 'apiKey', in: 'header', name: DEVICE_ID_HEADER, description: 'Required on every /api call that changes something (non-GET, and the GETs that send a code).' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // No validator badge: it would load an image from validator.swagger.io, which the CSP forbids.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}

/** Who may call a route: the trust boundary it is registered in (plugins/auth.ts). */
export type Boundary = 'public' | 'session' | 'stepUp' | 'staff';

/** OpenAPI security requirements: who may call a route, and whether it needs the device id. */
type SecurityRequirements = Record<string, string[]>[];

/**
 * The `security` of a route of a boundary; `device` when it changes something (a write, or a GET
 * that acts). A step-up route is a session route to OpenAPI: the grant is no credential it knows.
 */
export function securityOf(boundary: Boundary, device: boolean): SecurityRequirements | undefined {
  if (boundary === 'public') return device ? [{ deviceId: [] }] : undefined;
  return device ? [{ bearer: [], deviceId: [] }, { cookie: [], deviceId: [] }] : [{ bearer: [] }, { cookie: [] }];
}
