import { API } from '@portal/contract/http';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import type { MaintenanceSetting } from '../../config/env';
import type { Clock } from '../../lib/clock';
import { ApiError } from '../../lib/api-error';
import { isApiRoute } from '../../plugins/api-route';
import { sendAppPage } from './app-page';
import { acceptsHtml, decodedPath, isPageRequest } from './page-request';

/** Retry-After when the end time has passed but maintenance is still on: ask again soon. */
const LATE_RETRY_SECONDS = 60;

/**
 * Maintenance mode (MAINTENANCE). Decided by the route a request matched, so nothing slips through
 * by its spelling: the health checks answer as usual; a page, and a browser sent to the provider
 * by an app, gets the app with 503 and Retry-After at its own address (so a monitor or a crawler
 * sees the outage there, not a redirect), and the app shows /maintenance; files of the SPA
 * (assets, icons) are served so that page can show; every other call (API, OpenID provider,
 * federation, dev outbox) answers 503 `site.maintenance` with Retry-After.
 */
export function registerMaintenance(app: FastifyInstance, config: Config, clock: Clock): void {
  const setting = config.maintenance;
  if (!setting) return;
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === API.health || route === API.healthReady) return;
    const retryAfter = String(retryAfterSeconds(setting, clock.now()));
    if (isNavigation(request)) return sendAppPage(request, reply.code(503).header('retry-after', retryAfter), config);
    // A file of the built SPA (the static wildcard, the icons) or no route at all (a 404 stays a 404).
    if (isRead(request) && (route === undefined || route === '/*' || request.routeOptions.config.siteFile)) return;
    return reply.code(503).header('retry-after', retryAfter).send(new ApiError('site.maintenance').body());
  });
}

function retryAfterSeconds(setting: NonNullable<MaintenanceSetting>, now: number): number {
  if ('retryAfterSeconds' in setting) return setting.retryAfterSeconds;
  const remaining = Math.ceil((setting.until.getTime() - now) / 1000);
  return remaining > 0 ? remaining : LATE_RETRY_SECONDS;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A page, whatever it accepts, or a browser loading any address but the API's (an app's
 * authorization request): it gets the maintenance page, not JSON.
 */
function isNavigation(request: FastifyRequest): boolean {
  if (isPageRequest(request)) return true;
  const path = decodedPath(request);
  const api = isApiRoute(request) || path === '/api' || path.startsWith('/api/');
  return isRead(request) && acceptsHtml(request) && !api;
}
