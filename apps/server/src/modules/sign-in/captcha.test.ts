import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { postJson } from '../../test/flows';
import { solvedCaptcha } from '../../test/captcha';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, captcha?: string) => postJson(t.app, '/api/token', { username, password, captcha });
const events = (userId: number) =>
  t.database.db.selectFrom('security_events').select('action').where('user_id', '=', userId).orderBy('id').execute().then((rows) => rows.map((r) => r.action));

describe('captcha after repeated failures', () => {
  it('asks for a captcha instead of refusing the right password after 3 failures, and signs in with one', async () => {
    for (let i = 0; i < 3; i++) expect((await login('nomfa@example.com', `guess-${i}`)).statusCode).toBe(400);
    const asked = await login('NoMfa@example.com', DEMO_PASSWORD);
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toEqual({ code: 'auth.captcha_required', message: expect.any(String) });

    const captcha = await solvedCaptcha(t.app);
    expect((await login('nomfa@example.com', 'still-wrong', captcha)).statusCode).toBe(400);
    expect((await login('nomfa@example.com', DEMO_PASSWORD, captcha)).json().code).toBe('auth.captcha_required');
    expect((await login('nomfa@example.com', DEMO_PASSWORD, await solvedCaptcha(t.app))).statusCode).toBe(200);
    // The right password resets the free guesses.
    expect((await login('nomfa@example.com', 'typo')).statusCode).toBe(400);
  });

  it('records failures of known accounts and the moment a captcha becomes necessary', async () => {
    const user = await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', 'customer@example.com').executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i++) await login('customer@example.com', `guess-${i}`);
    expect(await events(user.user_id)).toEqual(['sign_in_failed', 'sign_in_failed', 'sign_in_failed', 'captcha_required']);
  });

  it('refuses forged, malformed and foreign captcha payloads', async () => {
    const username = 'forged@example.com';
    for (let i = 0; i < 3; i++) await login(username, `guess-${i}`);
    const real = JSON.parse(Buffer.from(await solvedCaptcha(t.app), 'base64').toString());
    real.challenge.parameters.keyPrefix = '0';
    const forged = Buffer.from(JSON.stringify(real)).toString('base64');
    for (const captcha of [forged, 'not base64 json', Buffer.from('[]').toString('base64'), Buffer.from('{"challenge":{}}').toString('base64')]) {
      const response = await login(username, 'guess', captcha);
      expect(response.statusCode).toBe(428);
    }
  });

  it('answers 429 after 100 failures in a day, even with a solved captcha and the right password', async () => {
    const username = 'lockout@example.com';
    // 99 failures already today (the database store's row), then the 100th.
    await t.database.db.insertInto('rate_limits').values({ key: `signin:day:${username}`, points: 99, expires_at: Date.now() + 3_600_000 }).execute();
    await t.database.db.insertInto('rate_limits').values({ key: `signin:account:${username}`, points: 3, expires_at: Date.now() + 900_000 }).execute();
    expect((await login(username, 'guess-100', await solvedCaptcha(t.app))).statusCode).toBe(400);
    const blocked = await login(username, DEMO_PASSWORD, await solvedCaptcha(t.app));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'auth.too_many_attempts', message: 'Too many attempts. Please try again later.' });
  });

  it('serves challenges that expire and are not cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters } = response.json();
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect(parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 600_000);
  });
});
