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
 * directives) again on every request; the headers are the same for all, so it is built once here.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
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
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
