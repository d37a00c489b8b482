import { randomInt } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed';
import { startTestApp, type TestApp } from '../test/app';
import { deviceHeaders } from '../test/flows';

// Some tests need a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (the local one on these machines).
const redisUrl = process.env.TEST_REDIS_URL;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type App = TestApp['app'];
const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = portOf(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const attempt = (app: App, username: string, ip: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/token', remoteAddress: ip, headers: deviceHeaders(), payload: { username, password } });

describe('failure counts in the database (no REDIS_URL)', () => {
  it('survive a restart and are shared by every process on the database', async () => {
    const username = `restart-${randomInt(1e9)}@example.com`;
    const ip = randomIp();
    for (let i = 0; i < 2; i++) expect((await attempt(t.app, username, ip, `guess-${i}`)).statusCode).toBe(400);
    const restarted = await t.withEnv({});
    expect((await attempt(restarted, username, ip, 'guess-2')).statusCode).toBe(400);
    expect((await attempt(t.app, username, ip, DEMO_PASSWORD)).statusCode).toBe(428);
  });
});

describe.skipIf(!redisUrl)('failure counts with REDIS_URL', () => {
  it('are shared by every server process', async () => {
    const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `test-${randomInt(1e9)}:` };
    const [first, second] = [await t.withEnv(env), await t.withEnv(env)];
    const username = `shared-${randomInt(1e9)}@example.com`;
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await attempt(i % 2 ? first : second, username, ip, `guess-${i}`)).statusCode).toBe(400);
    expect((await attempt(first, username, ip, DEMO_PASSWORD)).statusCode).toBe(428);
    expect((await attempt(second, username, ip, DEMO_PASSWORD)).statusCode).toBe(428);
    expect((await first.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('are shared from a server\'s first request when Redis comes up only as it starts', async () => {
    // Redis is reached through a port where nothing listens while the server is built; it "comes
    // up" (a proxy to it starts listening) as the first request arrives. ioredis reconnects on its
    // own back-off (50 ms more per try, so well under the 1 s wait after a build of a few seconds).
    const redis = new URL(redisUrl ?? '');
    const proxied: Socket[] = [];
    const proxy = createServer((client) => {
      const server = connect(Number(redis.port || 6379), redis.hostname);
      client.pipe(server).pipe(client);
      proxied.push(client, server);
    });
    const port = await freePort();
    const app = await t.withEnv({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: `test-${randomInt(1e9)}:` });
    proxy.listen(port, '127.0.0.1');
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    } finally {
      await app.close();
      for (const socket of proxied) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('a Redis that accepts connections but never answers', () => {
  let frozen: Server;
  const sockets: Socket[] = [];
  let url = '';
  beforeAll(async () => {
    frozen = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    url = `redis://127.0.0.1:${portOf(frozen)}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => frozen.close(resolve));
  });

  it('does not hold sign-ins: the stricter per-process limits answer within a second', async () => {
    const app = await t.withEnv({ REDIS_URL: url });
    const username = `frozen-${randomInt(1e9)}@example.com`;
    const ip = randomIp();
    const started = Date.now();
    // Degraded: 2 free guesses per account instead of 3.
    for (let i = 0; i < 2; i++) expect((await attempt(app, username, ip, `guess-${i}`)).statusCode).toBe(400);
    expect((await attempt(app, username, ip, DEMO_PASSWORD)).statusCode).toBe(428);
    expect((await attempt(app, 'nomfa@example.com', ip, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is reported by readiness as degraded (still 200)', async () => {
    const app = await t.withEnv({ REDIS_URL: url });
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'unreachable' });
  });
});

describe('readiness without Redis', () => {
  it('answers ok with redis not_configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not_configured' });
  });
});

describe('client IP behind proxies', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy, so rotating it does not bypass the per-IP limit', async () => {
    const app = await t.withEnv({ TRUST_PROXY: '192.0.2.10' });
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/token',
        remoteAddress: ip,
        headers: { ...deviceHeaders(), 'x-forwarded-for': randomIp() },
        payload: { username: `rotate-${i}@example.com`, password: 'guess' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(50);
    expect(statuses.at(-1)).toBe(429);
  });

  it('takes the address a trusted proxy appended, not one the client wrote before it', async () => {
    const app = await t.withEnv({ TRUST_PROXY: '1' });
    const client = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/token',
        remoteAddress: '192.0.2.10',
        headers: { ...deviceHeaders(), 'x-forwarded-for': `${randomIp()}, ${client}` },
        payload: { username: `hop-${i}@example.com`, password: 'guess' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
