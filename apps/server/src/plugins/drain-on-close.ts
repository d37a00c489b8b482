import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Fastify's close waits for every connection to end. A keep-alive connection that was busy when
 * the close began is left open after its answer until keepAliveTimeout (72 s), so a restart or
 * a rolling deploy would hang that long for one request. Answers still in flight when the close
 * begins therefore end their connection: the close takes as long as the slowest request.
 */
export function drainOnClose(app: FastifyInstance): void {
  const inFlight = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  app.addHook('preClose', async () => {
    for (const response of inFlight) {
      // Before its headers go out, the answer can say so itself; after, the idle socket is closed.
      if (!response.headersSent) response.shouldKeepAlive = false;
      else response.once('finish', () => setImmediate(() => app.server.closeIdleConnections()));
    }
  });
}
