import { HOME_PATH } from '@portal/contract/spa-paths';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { ApiError } from '../../lib/api-error';
import { compressPage } from './compress-page';
import { registerDrawnFormPosts } from './drawn-form-posts';
import { prerenderedPage, withPrerenderedPage } from './prerendered';
import { runtimeConfigFor } from './runtime-config';

const PLACEHOLDER = '<!--runtime-config-->';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from WEB_DIST_DIR. Hashed /assets/* files are cached for a year; any other
 * page address (not /api, not /dev) that accepts HTML gets index.html with the runtime config for
 * its host injected, never cached so a new deployment shows at once. It is also the handler for
 * addresses no route matches: under /api that is a JSON 404.
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
    allowedPath: (path) => path !== '/index.html' && !path.startsWith('/prerendered/') && !isReserved(path),
    setHeaders: (reply, path) => reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache'),
  });

  await registerDrawnFormPosts(app);

  // The SPA redirects too, but this way '/' works without JavaScript. A #token=... hash survives.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(HOME_PATH, 302));

  // No file name holds a NUL, and the static files refuse such an address as forbidden; as a page
  // (/a%00b) it is an unknown one like any other, which the app sends home.
  app.addHook('onRequest', async (request, reply) => {
    if (isPage(request) && request.url.includes('%00')) return sendIndex(request, reply, config);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPage(request)) throw new ApiError('not_found');
    return sendIndex(request, reply, config);
  });
}

function isReserved(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/dev' || path.startsWith('/dev/');
}

function isPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && !isReserved(path) && (request.headers.accept ?? '').includes('text/html');
}

async function sendIndex(request: FastifyRequest, reply: FastifyReply, config: Config) {
  const html = await readFile(join(config.webDistDir, 'index.html'), 'utf8').catch(() => null);
  if (html === null) {
    return reply.code(503).type('text/plain; charset=utf-8').send(`The web app is not built: run \`npm run build\` (no index.html in ${config.webDistDir}).\n`);
  }
  const runtime = runtimeConfigFor(request.host, config);
  // A JSON script tag is data, not code; escaping "<" keeps "</script>" in a value from ending it.
  const json = JSON.stringify(runtime).replaceAll('<', '\\u003c');
  const tag = `<script type="application/json" id="runtime-config">${json}</script>`;
  let page = html.includes(PLACEHOLDER) ? html.replace(PLACEHOLDER, tag) : html.replace('</head>', `${tag}</head>`);
  const prerendered = await prerenderedPage(request, config, runtime);
  if (prerendered) page = withPrerenderedPage(page, prerendered, runtime);
  const { body, encoding } = await compressPage(page, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  // The drawn page follows the locale cookie and Accept-Language.
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie, Accept-Language').send(body);
}
