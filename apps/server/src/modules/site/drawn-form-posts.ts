import { prerenderedPages } from '@portal/contract/config';
import type { FastifyInstance } from 'fastify';

/**
 * The answer to a drawn page's form sent without the app: the login form posts to its own address
 * (never by GET, which would put the e-mail and password in the address bar, the logs and the
 * Referer), and when no script stops it (the script failed to load, a browser without `inert`, a
 * password manager's submit) the browser sends it here. It gets the page again by a 303, its body
 * never read, so no field value reaches a log or an address. Signing in needs the app.
 */
export async function registerDrawnFormPosts(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // In this scope only: any body is left unparsed (Node discards what a handler did not read).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const path of Object.values(prerenderedPages)) {
      scope.post(path, { schema: { hide: true } }, (request, reply) => {
        // The page's own address, its query (the remembered redirect) kept; nothing from the body.
        const query = request.url.indexOf('?');
        return reply.redirect(query < 0 ? path : `${path}${request.url.slice(query)}`, 303);
      });
    }
  });
}
