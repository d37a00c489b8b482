import { runtimeConfig } from '@portal/contract/config';
import { healthResponse, readinessResponse } from '@portal/contract/health';
import { API } from '@portal/contract/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { orErrorBody } from '../../lib/api-error';
import { publicRoutes } from '../../plugins/auth';
import { runtimeConfigFor } from './runtime-config';

/**
 * Readiness must answer fast whatever the database does: one that does not answer within this time
 * counts as unreachable (the pool itself waits longer for a connection).
 */
const READINESS_TIMEOUT_MS = 2_000;

function databaseAnswers(ctx: AppContext): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unreachable'>((resolve) => (timer = setTimeout(() => resolve('unreachable'), READINESS_TIMEOUT_MS)));
  const query = sql`select 1`.execute(ctx.db).then(() => 'ok' as const, () => 'unreachable' as const);
  return Promise.race([query, timeout]).finally(() => clearTimeout(timer));
}

export const siteRoutes: FastifyPluginAsyncZod<AppContext> = publicRoutes(async (app, ctx) => {
  const { config } = ctx;
  app.get(API.health, {
    schema: { tags: ['site'], summary: 'Liveness', response: { 200: healthResponse } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get(API.healthReady, {
    schema: { tags: ['site'], summary: 'Readiness: database and Redis; degraded while Redis does not answer', response: { 200: readinessResponse, 503: orErrorBody(readinessResponse) } },
    handler: async (_request, reply) => {
      const [database, redis] = await Promise.all([
        databaseAnswers(ctx),
        ctx.limiter.storeStatus(),
      ]);
      if (database !== 'ok') return reply.code(503).send({ status: 'unavailable', database, redis });
      return { status: redis === 'unreachable' ? ('degraded' as const) : ('ok' as const), database, redis };
    },
  });

  app.get(API.config, {
    schema: { tags: ['site'], summary: 'Runtime configuration of the SPA for this host', response: { 200: runtimeConfig } },
    handler: async (request) => runtimeConfigFor(request.host, config),
  });
});
