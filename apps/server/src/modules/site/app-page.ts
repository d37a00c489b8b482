import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { compressPage } from './compress-page';
import { prerenderedPage, withPrerenderedPage } from './prerendered';
import { runtimeConfigFor } from './runtime-config';

const PLACEHOLDER = '<!--runtime-config-->';

/**
 * index.html with the runtime config for the request's host injected (and the drawn login page
 * when there is one), never cached so a new deployment shows at once. The status is the reply's:
 * 200, or 503 in maintenance.
 */
export async function sendAppPage(request: FastifyRequest, reply: FastifyReply, config: Config): Promise<FastifyReply> {
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
