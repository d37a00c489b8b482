import { OAUTH } from '@portal/contract/oauth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';

/** A request no route matched (the app's pages, unknown addresses): never the raw URL, which anyone picks. */
export const UNMATCHED_ROUTE = 'unmatched';

/** From well under a millisecond (an API read) to the 10 s a stopping process lets answers run. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Its _count is the requests by route and status; its buckets, their latency. */
export const httpRequestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code, with their duration',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: BUCKETS,
});

/**
 * Counts every answer of the public listener once it is written (onResponse also runs for the
 * OpenID provider's hijacked replies), with Fastify's own measure of its time.
 */
export function measureHttp(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe({ method: request.method, route: routeLabel(request), status_code: reply.statusCode }, elapsedSeconds(reply));
    done();
  });
}

const elapsedSeconds = (reply: FastifyReply): number => reply.elapsedTime / 1000;

/**
 * The endpoints behind the provider's one wildcard route, longest first: `/oauth/token/revocation`
 * before `/oauth/token`. A path under one of them (`/oauth/auth/UID`) counts as `/oauth/auth/*`.
 */
const providerEndpoints: readonly string[] = Object.values(OAUTH)
  .filter((path) => path !== OAUTH.prefix)
  .sort((a, b) => b.length - a.length);

/** The route pattern (`/api/user/:id`), the provider's endpoint for its wildcard, or UNMATCHED_ROUTE. */
export function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return UNMATCHED_ROUTE;
  if (route !== '/oauth/*') return route;
  const path = request.url.split('?', 1)[0] ?? '';
  for (const endpoint of providerEndpoints) {
    if (path === endpoint) return endpoint;
    if (path.startsWith(`${endpoint}/`)) return `${endpoint}/*`;
  }
  return route;
}
