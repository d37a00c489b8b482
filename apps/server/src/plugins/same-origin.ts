import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { ApiError } from '../lib/api-error';
import { portalHosts } from '../config/hosts';
import { changesState, csrfCheckedByBoundary } from './api-route';

/**
 * Browser writes must come from the portal's own pages. A cookie rides along with a form posted
 * from a sibling site (SameSite=Lax treats it as same-site), so the device-id header is not the
 * only guard: a write whose `Origin` is not ours, or that the browser marks `Sec-Fetch-Site:
 * cross-site`, is refused with 403 auth.cross_site_request.
 *
 * Ours means: the request's own host under PUBLIC_URL's scheme (the SPA calls the host it was
 * served from, whichever variant: localhost or lu.localhost, the Vite dev server's port), or a
 * portal host (PUBLIC_URL's host and its LU_HOST_PATTERNS counterparts) on PUBLIC_URL's port.
 * Trusting the Host header is sound here: a victim's browser sends the attacker's page origin as
 * Origin and our address as Host, so they only match on our own pages; a request whose Host an
 * attacker chose (DNS rebinding) carries no cookie of ours. A missing Origin (apps, old browsers)
 * is let through; those requests still need the device-id header, which a form cannot send.
 * Calls with an Authorization header are apps holding a token, not a browser riding a cookie:
 * no browser sends that header cross-site without a CORS preflight, which the portal never grants.
 */
export function registerSameOriginCheck(app: FastifyInstance, config: OriginConfig): void {
  const check = sameOriginCheck(config);
  app.addHook('onRequest', async (request) => {
    if (!csrfCheckedByBoundary(request)) check(request);
  });
}

type OriginConfig = Pick<Config, 'publicUrl' | 'publicUrls' | 'luHostPatterns'>;

/** The same-origin check of one request: for its hook, and for the staff boundary, which runs it after its own. */
export function sameOriginCheck(config: OriginConfig): (request: FastifyRequest) => void {
  const { protocol, port } = new URL(config.publicUrl);
  const configured = new Set([...portalHosts(config)].map((host) => originOf(`${protocol}//${host}${port ? `:${port}` : ''}`)));
  return (request) => {
    if (!changesState(request) || request.headers.authorization !== undefined) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new ApiError('auth.cross_site_request');
    if (request.headers.origin === undefined) return;
    const origin = originOf(request.headers.origin);
    if (origin === null || (origin !== originOf(`${protocol}//${request.host}`) && !configured.has(origin))) throw new ApiError('auth.cross_site_request');
  };
}

/** The serialised origin (lowercase, default port dropped), or null for "null" and garbage. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
