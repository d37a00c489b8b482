import type { FastifyRequest } from 'fastify';

/**
 * The address spaces the server answers itself, never with the app: the API, the dev outbox, the
 * OpenID provider's (/oauth, /.well-known) and the federation's. An address there that no route
 * has is a JSON 404. So is /metrics: the figures are only on METRICS_PORT, and a scraper pointed at
 * the public port by mistake gets a plain 404, not a page that looks like an answer.
 */
const SERVER_SPACES = ['/api', '/dev', '/oauth', '/.well-known', '/federation', '/metrics'];

export function isServerPath(path: string): boolean {
  return SERVER_SPACES.some((space) => path === space || path.startsWith(`${space}/`));
}

/** The built assets, and any address whose last part has a file extension (/robots.txt, /x.js). */
function looksLikeFile(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/** The path as the router decoded it (`/%61pi/x` is `/api/x`); a malformed escape stays as sent. */
export function decodedPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request gets the app (index.html): a GET or HEAD of any address outside the server's
 * own, whatever it accepts, so that a monitor, a link checker or curl sees the page a browser
 * sees. Only a missing file asked for without accepting HTML (a script, an image, /robots.txt)
 * stays a 404: a page in its place would be taken for the file.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = decodedPath(request);
  if (isServerPath(path)) return false;
  return acceptsHtml(request) || !looksLikeFile(path);
}

export function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}
