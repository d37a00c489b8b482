import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { solvedCaptcha } from '../../test/captcha';
import { deviceHeaders } from '../../test/flows';

// The counts live in the database (SQLite or PostgreSQL: TEST_DATABASE_URL), or in Redis
// (TEST_REDIS_URL); every store must give the same answers to the same races.
const redisUrl = process.env.TEST_REDIS_URL;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const stores: [string, () => Promise<FastifyInstance>][] = [['in the database', async () => t.app]];
if (redisUrl) stores.push(['in Redis', () => t.withEnv({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomInt(1e9)}:` })]);

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const guess = (app: FastifyInstance, username: string, ip: string, password: string, captcha?: string) =>
  app.inject({ method: 'POST', url: '/api/token', remoteAddress: ip, headers: deviceHeaders(), payload: { username, password, captcha } });
const parallel = async (n: number, send: (i: number) => ReturnType<typeof guess>) => (await Promise.all(Array.from({ length: n }, (_, i) => send(i)))).map((r) => r.statusCode);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.each(stores)('failure limits under concurrent guesses %s', (_store, appOf) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appOf();
  });

  it('let 3 of 100 parallel guesses for one account reach the password check, ask the other 97 for a captcha, and leave the IP its other 47', async () => {
    const ip = randomIp();
    const statuses = await parallel(100, (i) => guess(app, 'nomfa@example.com', ip, `guess-${i}`));
    // 400: the password reached argon2 and was wrong. A guess refused for the account never holds
    // a point of the IP, so however the store orders them none of them is refused for the IP.
    expect({ checked: count(statuses, 400), captcha: count(statuses, 428) }).toEqual({ checked: 3, captcha: 97 });
    // The right password with a solved captcha signs in from that IP (and gives its point back).
    expect((await guess(app, 'nomfa@example.com', ip, DEMO_PASSWORD, await solvedCaptcha(app))).statusCode).toBe(200);
    // The IP kept the 3 checked guesses only: 47 of its 50 are left.
    const spray = await parallel(48, (i) => guess(app, `after-${randomInt(1e9)}-${i}@example.com`, ip, 'Winter2026!'));
    expect({ checked: count(spray, 400), blocked: count(spray, 429) }).toEqual({ checked: 47, blocked: 1 });
  });

  it('let at most 50 of 200 parallel guesses from one IP reach the password check', async () => {
    const ip = randomIp();
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => guess(app, `spray-${randomInt(1e9)}-${i}@example.com`, ip, 'Winter2026!')));
    const statuses = responses.map((r) => r.statusCode);
    expect({ checked: count(statuses, 400), blocked: count(statuses, 429) }).toEqual({ checked: 50, blocked: 150 });
    expect(responses.find((r) => r.statusCode === 429)?.json()).toEqual({ code: 'auth.too_many_attempts', message: 'Too many attempts. Please try again later.' });
  });

  it('keep no point of a guess refused for the IP: once the guesses holding them end right, the IP has its 50 again', async () => {
    const ip = randomIp();
    // 60 right passwords at once: while 50 of them hold the IP's points the other 10 are refused.
    const usernames = await accountsWithDemoPassword(60);
    const statuses = await parallel(60, (i) => guess(app, usernames[i] ?? '', ip, DEMO_PASSWORD));
    expect(count(statuses, 200) + count(statuses, 429)).toBe(60);
    expect(count(statuses, 200)).toBeGreaterThanOrEqual(50);
    const spray = await parallel(51, (i) => guess(app, `next-${randomInt(1e9)}-${i}@example.com`, ip, 'Winter2026!'));
    expect({ checked: count(spray, 400), blocked: count(spray, 429) }).toEqual({ checked: 50, blocked: 1 });
  });
});

/** Fresh accounts (e-mail logins) with the demo password and no second factor. */
async function accountsWithDemoPassword(n: number): Promise<string[]> {
  const { db } = t.database;
  const { password_hash } = await db.selectFrom('users').innerJoin('user_emails', 'user_emails.user_id', 'users.id').select('password_hash').where('email', '=', 'nomfa@example.com').executeTakeFirstOrThrow();
  const now = Date.now();
  const usernames: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await db.insertInto('users').values({ firstname: 'Race', lastname: `Runner ${i}`, password_hash, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const email = `runner-${randomInt(1e9)}-${i}@example.com`;
    await db.insertInto('user_emails').values({ user_id: id, email, is_default: 1, verified: 1, created_at: now }).execute();
    usernames.push(email);
  }
  return usernames;
}
