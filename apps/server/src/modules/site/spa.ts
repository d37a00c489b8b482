import { HOME_PATH } from '@portal/contract/spa-paths';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';

import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import { ApiError } from '../../lib/api-error';
import { sendAppPage } from './app-page';
import { registerDrawnFormPosts } from './drawn-form-posts';
import { registerFavicons } from './favicons';
import { isPageRequest, isServerPath } from './page-request';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from WEB_DIST_DIR. Hashed /assets/* files are cached for a year, other files
 * revalidated. Every page address outside the server's own gets the app (app-page.ts, which rules
 * in page-request.ts), whatever the client accepts; this is also the handler for addresses no
 * route matches, so under /api, /oauth and the like that is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.webDistDir;
  const assets = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
    preCompressed: true,
    // index.html is only ever sent with its runtime config injected, the prerendered pages inside it.
    allowedPath: (path) => path !== '/index.html' && !path.startsWith('/prerendered/') && !isServerPath(path),
    setHeaders: (reply, path) => reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache'),
  });

  registerFavicons(app, config);
  await registerDrawnFormPosts(app);

  // The SPA redirects too, but this way '/' works without JavaScript. A #token=... hash survives.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(HOME_PATH, 302));

  // No file name holds a NUL, and the static files refuse such an address as forbidden; as a page
  // (/a%00b) it is an unknown one like any other, which the app sends home.
  app.addHook('onRequest', async (request, reply) => {
    if (isPageRequest(request) && request.url.includes('%00')) return sendAppPage(request, reply, config);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) throw new ApiError('not_found');
    return sendAppPage(request, reply, config);
  });
}
