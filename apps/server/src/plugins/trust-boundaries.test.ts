import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookieName } from '../config/cookie-names';
import { startTestApp, type TestApp } from '../test/app';
import { sessionHeaders, signIn, stepUpByEmail } from '../test/flows';
import { publicRoutes, registerAuth } from './auth';

let t: TestApp;
let token: string;
let bearer: Record<string, string>;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app, 'demo@example.com');
  bearer = sessionHeaders(token);
  cookie = `${loginCookieName(t.config)}=${token}`;
});
afterAll(() => t.close());

type Method = { id: number; method: string; primary: boolean };
const methods = async (): Promise<Method[]> => (await t.app.inject({ url: '/api/mfa', headers: bearer })).json().data;
const primary = async () => (await methods()).find((m) => m.primary)?.id;
const smsMethod = async () => (await methods()).find((m) => m.method === 'sms')?.id;
const stillSignedIn = async () => (await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode === 200;
/** A time-limited grant for the signed-in session, so only the checks under test stand in the way. */
const grantStepUp = () => stepUpByEmail(t.app, bearer, 'demo@example.com', false);

describe('CSRF: state-changing API calls are checked by the route they reach, not by the raw address', () => {
  it('refuses DELETE /%61pi/token (an encoded /api/token) with only the login cookie, and the session lives on', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/%61pi/token', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.device_id_required');
    expect(await stillSignedIn()).toBe(true);
  });

  it('refuses a write without the device-id header, even with a bearer token', async () => {
    const { 'x-device-id': _dropped, ...withoutDevice } = bearer;
    const response = await t.app.inject({ method: 'POST', url: '/api/token/adopt', headers: withoutDevice });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.device_id_required');
  });
});

describe('CSRF: a form on another site cannot switch the primary MFA method', () => {
  let before: number | undefined;
  let sms: number | undefined;
  beforeAll(async () => {
    await grantStepUp();
    before = await primary();
    sms = await smsMethod();
    expect(sms).toBeDefined();
    expect(sms).not.toBe(before);
  });

  const form = (headers: Record<string, string>, url = `/api/mfa/switch-primary/${sms}`) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });

  it('refuses a form post with the cookie only, at a plain or an encoded address', async () => {
    for (const url of [`/api/mfa/switch-primary/${sms}`, `/%61pi/mfa/switch-primary/${sms}`, `/api/mf%61/switch-primary/${sms}`]) {
      const response = await form({ origin: 'http://localhost:8080' }, url);
      expect(response.json().code).toBe('auth.device_id_required');
    }
    expect(await primary()).toBe(before);
  });

  it('refuses a cookie call whose Origin is another site, or a sibling host of the same site (403)', async () => {
    for (const origin of ['https://evil.example', 'http://evil.localhost:8080', 'null']) {
      const response = await form({ 'x-device-id': randomUUID(), origin, 'sec-fetch-site': 'same-site' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth.cross_site_request');
    }
    expect(await primary()).toBe(before);
  });

  it('refuses a cookie call the browser marks Sec-Fetch-Site: cross-site, even without an Origin (403)', async () => {
    const response = await form({ 'x-device-id': randomUUID(), 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth.cross_site_request');
    expect(await primary()).toBe(before);
  });

  it('accepts the same call from the portal’s own page: its host, or the LU variant’s host', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/mfa/switch-primary/${sms}`,
      headers: { cookie, 'x-device-id': randomUUID(), origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(204);
    expect(await primary()).toBe(sms);
    const lu = await t.app.inject({
      method: 'POST',
      url: `/api/mfa/switch-primary/${before}`,
      headers: { cookie, host: 'lu.localhost:8080', 'x-device-id': randomUUID(), origin: 'http://lu.localhost:8080', 'sec-fetch-site': 'same-origin' },
    });
    expect(lu.statusCode).toBe(204);
    expect(await primary()).toBe(before);
  });

  it('does not apply the Origin check to apps calling with a bearer token', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/mfa/switch-primary/${sms}`, headers: { ...bearer, origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(204);
    expect(await primary()).toBe(sms);
  });
});

describe('trust boundaries', () => {
  it('answers 401 on a session route without a session, and changes nothing', async () => {
    expect((await t.app.inject({ url: '/api/user', headers: { accept: 'application/json' } })).json().code).toBe('auth.unauthenticated');
    const before = await primary();
    const write = await t.app.inject({ method: 'POST', url: `/api/mfa/switch-primary/${await smsMethod()}`, headers: { 'x-device-id': randomUUID() } });
    expect(write.statusCode).toBe(401);
    expect(write.json().code).toBe('auth.unauthenticated');
    const stale = await t.app.inject({ url: '/api/mfa', headers: sessionHeaders('not-a-session-token') });
    expect(stale.statusCode).toBe(401);
    expect(await primary()).toBe(before);
  });

  it('answers 403 on a step-up route without a grant, before any work', async () => {
    const other = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const before = await primary();
    const target = (await methods()).find((m) => !m.primary)?.id;
    const response = await t.app.inject({ method: 'POST', url: `/api/mfa/switch-primary/${target}`, headers: other });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('mfa.step_up_required');
    // Even an unknown method answers 403, not 404: nothing is looked up without the grant.
    expect((await t.app.inject({ method: 'POST', url: '/api/mfa/switch-primary/999999', headers: other })).statusCode).toBe(403);
    expect(await primary()).toBe(before);
  });

  it('declares each route’s security in the OpenAPI document from its boundary', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    const device = [{ deviceId: [] }];
    const session = [{ bearer: [] }, { cookie: [] }];
    const sessionAndDevice = [{ bearer: [], deviceId: [] }, { cookie: [], deviceId: [] }];
    expect(paths['/api/token'].post.security).toEqual(device);
    expect(paths['/api/token'].delete.security).toEqual(sessionAndDevice);
    expect(paths['/api/user'].get.security).toEqual(session);
    expect(paths['/api/mfa/switch-primary/{id}'].post.security).toEqual(sessionAndDevice);
    expect(paths['/api/mfa/sudo'].get.security).toEqual(sessionAndDevice);
    expect(paths['/api/health'].get.security).toBeUndefined();
  });

  it('refuses to start with an API route outside a boundary', async () => {
    const app = Fastify({ logger: false });
    registerAuth(app);
    app.get('/api/forgotten', async () => ({}));
    await app.register(publicRoutes(async (inner) => void inner.get('/api/fine', async () => ({}))), {} as never);
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten');
    await app.close().catch(() => undefined);
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on personal data, tokens, errors and unknown API addresses', async () => {
    const calls = [
      { url: '/api/user', headers: bearer },
      { url: '/api/mfa', headers: bearer },
      { url: '/api/user' },
      { url: '/api/health' },
      { url: '/api/no-such-thing' },
      { method: 'POST' as const, url: '/api/token', headers: { 'x-device-id': randomUUID() }, payload: { username: 'demo@example.com', password: 'wrong-password' } },
    ];
    for (const call of calls) expect((await t.app.inject(call)).headers['cache-control'], call.url).toBe('no-store');
  });
});
