import { variantForHost } from '@portal/contract/variants';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file of the built SPA at a fixed address: maintenance mode serves it too. */
    siteFile?: boolean;
  }
}

/**
 * /favicon.ico and /favicon.svg in the colours of the host's variant, from the files the web
 * build leaves at the top of its output (apps/web/public): one address that index.html links
 * and that crawlers, bookmarks and link checkers ask for by habit.
 */
export function registerFavicons(app: FastifyInstance, config: Config): void {
  for (const extension of ['ico', 'svg']) {
    app.get(`/favicon.${extension}`, { schema: { hide: true }, config: { siteFile: true } }, (request, reply) =>
      reply.sendFile(`favicon-${variantForHost(request.host, config.luHostPatterns)}.${extension}`),
    );
  }
}
