import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that acts (sends a code, opens a challenge): checked like a write, so a cross-site link or image cannot trigger it. */
    acts?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request was routed to an API route. It reads the matched route, never the raw URL:
 * the router decodes `/%61pi/token` to `/api/token`, so a test on `request.url` would let it pass.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url !== undefined && (url === '/api' || url.startsWith('/api/'));
}

/** An API call that changes something: any method but GET/HEAD/OPTIONS, or a GET that acts. */
export function changesState(request: FastifyRequest): boolean {
  return isApiRoute(request) && (!SAFE_METHODS.has(request.method) || request.routeOptions.config.acts === true);
}

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

/**
 * Whether the route's boundary runs the CSRF checks itself, after its own check: the staff boundary
 * (plugins/staff.ts) answers anyone but staff 404 before anything else, as an unknown address does,
 * so that no refusal tells them the support desk exists.
 */
export function csrfCheckedByBoundary(request: FastifyRequest): boolean {
  return request.routeOptions.config.boundary === 'staff';
}
