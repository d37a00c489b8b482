import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders } from '../../test/flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const guess = (username: string, ip: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/token', remoteAddress: ip, headers: deviceHeaders(), payload: { username, password } });

/** 400 means the password reached argon2 and was wrong; anything else was refused before it. */
const checked = (statuses: number[]) => statuses.filter((s) => s === 400).length;

describe('failure limits under concurrent guesses', () => {
  it('let at most 3 of 100 parallel guesses for one account reach the password check', async () => {
    const ip = `10.1.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses = (await Promise.all(Array.from({ length: 100 }, (_, i) => guess('demo@example.com', ip, `guess-${i}`)))).map((r) => r.statusCode);
    expect(checked(statuses)).toBe(3);
    // The rest are refused before hashing: a captcha demand, or, while more than 50 of them hold
    // a point of this IP at once (PostgreSQL runs them truly in parallel), the per-IP 429.
    expect(statuses.filter((s) => s === 428 || s === 429)).toHaveLength(97);
    expect(statuses.filter((s) => s === 428).length).toBeGreaterThan(0);
  });

  it('let at most 50 of 200 parallel guesses from one IP reach the password check', async () => {
    const ip = `10.2.${randomInt(256)}.${randomInt(1, 255)}`;
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => guess(`spray-${i}@example.com`, ip, 'Winter2026!')));
    const statuses = responses.map((r) => r.statusCode);
    expect(checked(statuses)).toBe(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(150);
    expect(responses.find((r) => r.statusCode === 429)?.json()).toEqual({ code: 'auth.too_many_attempts', message: 'Too many attempts. Please try again later.' });
  });
});
