import type { FastifyInstance } from 'fastify';

/**
 * API clients often send `Content-Type: application/json` on calls without a body (DELETE
 * /api/token). Fastify rejects that as an empty JSON body; here it simply means no body. Everything
 * else goes to Fastify's own parser, with its prototype-poisoning protection.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
