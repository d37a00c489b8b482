import type { Plugin } from 'vite';
import { variantForHost } from '@portal/contract/variants';

/**
 * Under the Vite dev server, /favicon.ico and /favicon.svg answer the host's variant from public/,
 * as the server does in production (apps/server/src/modules/site/favicons.ts).
 */
export function devFaviconsPlugin(): Plugin {
  return {
    name: 'portal-dev-favicons',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const match = /^\/favicon\.(ico|svg)(\?|$)/.exec(request.url ?? '');
        if (match) request.url = `/favicon-${variantForHost(request.headers.host ?? '')}.${match[1]}`;
        next();
      });
    },
  };
}
