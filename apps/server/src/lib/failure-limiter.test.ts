import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { startTestApp, type TestApp } from '../test/app';
import { deviceHeaders } from '../test/flows';

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (the local one on these machines).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('failure counts with REDIS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are shared by every server process', async () => {
    const [first, second] = [await t.withEnv({ REDIS_URL: redisUrl ?? '' }), await t.withEnv({ REDIS_URL: redisUrl ?? '' })];
    const username = `shared-${randomInt(1e9)}@example.com`;
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const attempt = (app: typeof first, password: string) =>
      app.inject({ method: 'POST', url: '/api/token', remoteAddress: ip, headers: deviceHeaders(), payload: { username, password } });
    try {
      for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? first : second, `guess-${i}`)).statusCode).toBe(400);
      expect((await attempt(first, DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await attempt(second, DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      const redis = new Redis(redisUrl ?? '');
      await redis.del(`portal:signin:username:${username}`, `portal:signin:ip:${ip}`);
      await redis.quit();
    }
  });
});
