import { runtimeConfig } from '@portal/contract/config';
import { healthResponse } from '@portal/contract/health';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { publicRoutes } from '../../plugins/auth';
import { runtimeConfigFor } from './runtime-config';

export const siteRoutes: FastifyPluginAsyncZod<AppContext> = publicRoutes(async (app, { config }) => {
  app.get(API.health, {
    schema: { tags: ['site'], summary: 'Liveness', response: { 200: healthResponse } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get(API.config, {
    schema: { tags: ['site'], summary: 'Runtime configuration of the SPA for this host', response: { 200: runtimeConfig } },
    handler: async (request) => runtimeConfigFor(request.host, config),
  });
});
