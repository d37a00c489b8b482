import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';

export interface Exposition {
  contentType: string;
  body: string;
}

/** This process's figures: every instrument of prom-client's default registry. */
export const processMetrics = async (): Promise<Exposition> => ({ contentType: register.contentType, body: await register.metrics() });

export interface MetricsListener {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The metrics listener: `GET /metrics` (or HEAD) in Prometheus's text format, 404 for anything
 * else. A plain node:http server on its own port, apart from the public listener, so that
 * the figures never reach the internet by a route or a proxy rule. Rejects when it cannot
 * listen (the port is taken): a process asked to expose metrics does not start without them.
 */
export async function listenForMetrics(at: { port: number; host: string }, expose: () => Promise<Exposition>): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    expose().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper keeps its connection open between scrapes.
        server.closeAllConnections();
      }),
  };
}
