import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, signIn } from '../../test/flows';
import { browse, partnerRequest, signedInJar } from '../../test/oauth';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profile = (token: string, app = t.app) => app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
const lastSeen = async (token: string) => {
  const row = await t.database.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
  return Number(row.last_seen_at);
};
const FIRST_PARTY = { client_id: '51', redirect_uri: 'http://localhost:8003/callback', scope: 'openid' };

describe('session lifetime', () => {
  it('keeps a session used now and then, and ends one left unused for 7 days', async () => {
    const token = await signIn(t.app);
    t.clock.advance(13 * 60 * MINUTE);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(7 * DAY - MINUTE);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(7 * DAY + MINUTE);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('ends a session after 30 days however much it is used', async () => {
    const token = await signIn(t.app);
    for (const days of [6, 6, 6, 6, 5]) {
      t.clock.advance(days * DAY);
      expect((await profile(token)).statusCode).toBe(200);
    }
    t.clock.advance(DAY);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('records activity at most once a minute', async () => {
    const token = await signIn(t.app);
    const started = await lastSeen(token);
    t.clock.advance(30_000);
    await Promise.all([profile(token), profile(token)]);
    expect(await lastSeen(token)).toBe(started);
    t.clock.advance(31_000);
    await Promise.all([profile(token), profile(token), profile(token)]);
    expect(await lastSeen(token)).toBe(t.clock.now());
  });

  it('takes the idle timeout from SESSION_IDLE_TIMEOUT_DAYS', async () => {
    const strict = await t.withEnv({ SESSION_IDLE_TIMEOUT_DAYS: '1' });
    const token = await signIn(strict);
    t.clock.advance(DAY - MINUTE);
    expect((await profile(token, strict)).statusCode).toBe(200);
    t.clock.advance(DAY + MINUTE);
    expect((await profile(token, strict)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('gives the apps single sign-on only while the session is not idle', async () => {
    const token = await signIn(t.app);
    t.clock.advance(6 * DAY);
    expect((await browse(t.app, signedInJar(token), partnerRequest(FIRST_PARTY).path)).kind).toBe('app');
    t.clock.advance(7 * DAY + MINUTE);
    expect((await browse(t.app, signedInJar(token), partnerRequest(FIRST_PARTY).path)).kind).toBe('login');
  });
});

describe('the security event log', () => {
  it('records each sign-in and logout with time, device, IP and user agent', async () => {
    const device = randomUUID();
    const headers = { ...deviceHeaders(device), 'user-agent': 'Firefox/140 test' };
    const token = await signIn(t.app, 'demo@example.com', headers);
    await t.app.inject({ method: 'DELETE', url: '/api/token', headers: { ...headers, authorization: `Bearer ${token}` } });
    const events = await t.database.db
      .selectFrom('security_events')
      .select(['action', 'user_id', 'session_id', 'device_id', 'ip', 'user_agent', 'created_at'])
      .where('device_id', '=', device)
      .where('action', 'in', ['signed_in', 'session_ended'])
      .orderBy('id')
      .execute();
    const session = await t.database.db.selectFrom('sessions').select(['id', 'user_id']).where('device_id', '=', device).executeTakeFirstOrThrow();
    const expected = { user_id: session.user_id, session_id: session.id, device_id: device, ip: '127.0.0.1', user_agent: 'Firefox/140 test', created_at: t.clock.now() };
    expect(events.map((e) => ({ ...e, created_at: Number(e.created_at) }))).toEqual([
      { action: 'signed_in', ...expected },
      { action: 'session_ended', ...expected },
    ]);
  });

  it('keeps the first 512 characters of an overlong User-Agent, on the session and in the log', async () => {
    const device = randomUUID();
    const userAgent = `Mozilla/5.0 ${'x'.repeat(8_000)}`;
    await signIn(t.app, 'demo@example.com', { ...deviceHeaders(device), 'user-agent': userAgent });
    const session = await t.database.db.selectFrom('sessions').select('user_agent').where('device_id', '=', device).executeTakeFirstOrThrow();
    const event = await t.database.db.selectFrom('security_events').select('user_agent').where('device_id', '=', device).where('action', '=', 'signed_in').executeTakeFirstOrThrow();
    expect(session.user_agent).toBe(userAgent.slice(0, 512));
    expect(event.user_agent).toBe(userAgent.slice(0, 512));
  });
});
