import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The single-page partner app a partner's developer copies (docs/integrating.md). */
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'partners', 'oidc-client-ts');

export interface PartnerSpa {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Serves scripts/partners/oidc-client-ts as its partner would: the page on / and on /callback (its
 * redirect URI), the script bundled by esbuild, and /config.json with the portal's address and
 * the client_id this run registered.
 */
export async function startPartnerSpa(options: { host: string; port: number; authority: string; clientId: string }): Promise<PartnerSpa> {
  const bundle = await build({ entryPoints: [join(appDir, 'app.ts')], bundle: true, format: 'esm', target: 'es2022', write: false });
  const files: Record<string, { type: string; body: string }> = {
    '/app.js': { type: 'text/javascript', body: bundle.outputFiles[0]?.text ?? '' },
    '/config.json': { type: 'application/json', body: JSON.stringify({ authority: options.authority, clientId: options.clientId }) },
  };
  const page = { type: 'text/html; charset=utf-8', body: readFileSync(join(appDir, 'index.html'), 'utf8') };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://partner').pathname;
    const file = files[path] ?? (path === '/' || path === '/callback' ? page : null);
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return {
    origin: `http://${options.host}:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
