import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/config';

/**
 * Helmet's headers with a CSP the built SPA and the Swagger UI at /api/docs both run under: scripts
 * from this origin only (the runtime config is a JSON script tag, which CSP does not block), inline
 * styles allowed, images from here or data: URLs. HSTS and upgrade-insecure-requests only when
 * PUBLIC_URL is https, so plain-http development and tests keep working.
 *
 * Helmet itself, not @fastify/helmet: that plugin builds Helmet's middleware (parsing the CSP
 * directives) again on every request. The headers are the same for all, so Helmet runs once here
 * and each request only sets them (on the raw response: the OpenID provider writes its own).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers every response carries; the bench's bare provider can send them too (bench/README.md). */
export function securityHeaders(config: Pick<Config, 'secure'>): [string, string | number | readonly string[]][] {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secure ? [] : null,
      },
    },
    hsts: config.secure ? { maxAge: 31_536_000 } : false,
  });
  return headersOf(setHeaders);
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers a middleware sets on a response, which must not depend on the request. */
function headersOf(middleware: Middleware): [string, string | number | readonly string[]][] {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = { setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, value), removeHeader: () => undefined };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return [...headers];
}
