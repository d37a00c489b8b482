import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders } from '../../test/flows';

// A password guess takes its three counts (the account's free guesses, its day, the IP) at once
// and gives back together (lib/guess-counters.ts). These check what that must keep from taking
// them one by one, in the database and in Redis (TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const fresh = (name: string) => `${name}-${randomInt(1e9)}@example.com`;
const guess = (app: FastifyInstance, username: string, ip: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/token', remoteAddress: ip, headers: deviceHeaders(), payload: { username, password } });
const statusesOf = async (app: FastifyInstance, username: string, ip: string, passwords: string[]) => {
  const statuses: number[] = [];
  for (const password of passwords) statuses.push((await guess(app, username, ip, password)).statusCode);
  return statuses;
};
const wrong = (n: number) => Array.from({ length: n }, (_, i) => `wrong-${i}`);

const stores: [string, () => Promise<FastifyInstance>][] = [['in the database', async () => t.app]];
if (redisUrl) stores.push(['in Redis', () => t.withEnv({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomInt(1e9)}:` })]);

describe.each(stores)('password guess counts %s', (_store, appOf) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appOf();
  });

  it('count a guess refused for its IP against no account', async () => {
    const ip = randomIp();
    // The IP's 50 guesses, on 50 accounts, all reach the password check.
    const spray = await Promise.all(Array.from({ length: 50 }, (_, i) => guess(app, fresh(`spray-${i}`), ip, 'Winter2026!')));
    expect(spray.map((r) => r.statusCode)).toEqual(Array<number>(50).fill(400));
    const username = fresh('bystander');
    expect((await guess(app, username, ip, 'wrong')).statusCode).toBe(429);
    // From elsewhere the account still has its 3 free guesses, then wants a captcha.
    expect(await statusesOf(app, username, randomIp(), wrong(4))).toEqual([400, 400, 400, 428]);
  });

  it('start the free guesses over after the right password (not below zero), and give the IP its points back', async () => {
    const ip = randomIp();
    // demo@example.com has a second factor: its right password answers 401 with the challenge.
    expect(await statusesOf(app, 'demo@example.com', ip, [...wrong(2), DEMO_PASSWORD, ...wrong(4)])).toEqual([400, 400, 401, 400, 400, 400, 428]);
    // The IP kept the 5 wrong guesses; the right one and the captcha demand gave theirs back: 45 left.
    const rest = await Promise.all(Array.from({ length: 46 }, (_, i) => guess(app, fresh(`rest-${i}`), ip, 'Winter2026!')));
    expect(rest.filter((r) => r.statusCode === 400)).toHaveLength(45);
    expect(rest.filter((r) => r.statusCode === 429)).toHaveLength(1);
  });

  it('count a login name holding a lone surrogate like any other (the database keeps it as U+FFFD)', async () => {
    const ip = randomIp();
    expect(await statusesOf(app, `\ud800lone-${randomInt(1e9)}@example.com`, ip, wrong(4))).toEqual([400, 400, 400, 428]);
  });

  it('answer right and wrong guesses arriving together without an error, within the limits', async () => {
    const ip = randomIp();
    const passwords = Array.from({ length: 40 }, (_, i) => (i % 2 ? DEMO_PASSWORD : `wrong-${i}`));
    const statuses = (await Promise.all(passwords.map((password) => guess(app, 'nomfa@example.com', ip, password)))).map((r) => r.statusCode);
    expect(statuses.every((s) => [200, 400, 428].includes(s)), statuses.join()).toBe(true);
    // Which guesses get the free ones depends on the order the database takes them in (any order
    // on PostgreSQL's pool, so all three may go to wrong passwords): some reach the check.
    expect(statuses.some((s) => s === 200 || s === 400), statuses.join()).toBe(true);
  });
});

describe('password guess counts in the database', () => {
  it('count a guess refused for the account’s day against no IP', async () => {
    const username = fresh('day-used');
    await t.database.db.insertInto('rate_limits').values({ key: `signin:day:${username}`, points: 100, expires_at: Date.now() + 3_600_000 }).execute();
    const ip = randomIp();
    expect((await guess(t.app, username, ip, 'wrong')).statusCode).toBe(429);
    const spray = await Promise.all(Array.from({ length: 51 }, (_, i) => guess(t.app, fresh(`after-${i}`), ip, 'Winter2026!')));
    expect(spray.filter((r) => r.statusCode === 400)).toHaveLength(50);
  });

});
