import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './api-route';

/**
 * API answers carry personal data and tokens: no cache (browser, proxy, back/forward) may keep
 * them. One rule for every /api response, errors and unknown addresses included; a route that
 * sets its own Cache-Control keeps it. Static SPA files are not under /api and keep theirs.
 */
export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control') || !(isApiRoute(request) || isApiPath(request.url))) return;
    reply.header('cache-control', 'no-store');
  });
}

/** For answers no route matched (404 under /api): the decoded path. */
function isApiPath(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is not an /api route either way.
  }
  return path === '/api' || path.startsWith('/api/');
}
