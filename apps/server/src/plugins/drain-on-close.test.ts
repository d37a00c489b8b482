import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainOnClose } from './drain-on-close';

function get(port: number, agent: Agent, path: string): Promise<{ connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ connection: response.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** A server whose one route answers when the test says so; `answering` resolves once it has the request. */
async function serverWithAnAnswerOnHold(route: (app: FastifyInstance, answering: () => void, released: Promise<void>) => void) {
  const app = Fastify();
  drainOnClose(app);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let answering = () => {};
  const heldRequest = new Promise<void>((resolve) => (answering = resolve));
  route(app, answering, released);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, heldRequest, release };
}

/** Starts a keep-alive request, closes the server while it is answered, and times the close. */
async function closeDuringAnswer(server: Awaited<ReturnType<typeof serverWithAnAnswerOnHold>>) {
  const agent = new Agent({ keepAlive: true });
  const answer = get(server.port, agent, '/held');
  await server.heldRequest;
  // The answer is released once the HTTP server has stopped listening: the race a real restart meets.
  const http = server.app.server;
  const stopListening = http.close.bind(http);
  http.close = (callback) => {
    stopListening(callback);
    server.release();
    return http;
  };
  const started = Date.now();
  const closed = server.app.close();
  const received = await answer;
  await closed;
  agent.destroy();
  return { ...received, closeMs: Date.now() - started };
}

describe('closing the server while a keep-alive request is answered', () => {
  it('lets the answer finish, marks it Connection: close, and ends at once instead of after 72 s', async () => {
    const server = await serverWithAnAnswerOnHold((app, answering, released) =>
      app.get('/held', async () => {
        answering();
        await released;
        return 'done';
      }),
    );
    const result = await closeDuringAnswer(server);
    expect(result.body).toBe('done');
    expect(result.connection).toBe('close');
    expect(result.closeMs).toBeLessThan(5_000);
  });

  it('also ends when the answer had sent its headers before the close began', async () => {
    const server = await serverWithAnAnswerOnHold((app, answering, released) =>
      app.get('/held', (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/plain' });
        reply.raw.write('part ');
        answering();
        void released.then(() => reply.raw.end('end'));
      }),
    );
    const result = await closeDuringAnswer(server);
    expect(result.body).toBe('part end');
    expect(result.closeMs).toBeLessThan(5_000);
  });
});
