import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo/accounts';
import { startTestApp, type TestApp } from '../../../test/app';
import { deviceHeaders, latestCode, postJson, sessionHeaders, setCookie, startMfaLogin } from '../../../test/flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const trustCookieOf = (header: string) => header.match(/trusted_device=([\w-]{43})/)?.[1];
const password = (headers: Record<string, string>) => postJson(t.app, '/api/token', { username: 'demo@example.com', password: DEMO_PASSWORD }, headers);

/** Signs in by e-mail code, ticking "trust this device"; answers the trust cookie's token. */
async function signInTrusting(deviceId: string) {
  const login = await startMfaLogin(t.app, 'demo@example.com', deviceHeaders(deviceId));
  const email = login.methods.find((m) => m.method === 'email');
  await postJson(t.app, '/api/token/mfa/send', { payload: login.payload, mfaId: email?.id }, login.headers);
  const code = await latestCode(t.app, 'demo@example.com');
  const confirmed = await postJson(t.app, '/api/token/mfa/confirm', { payload: login.payload, code, isTrustedDevice: true }, login.headers);
  return { token: confirmed.json().access_token as string, cookie: setCookie(confirmed) };
}

describe('a trusted device', () => {
  const deviceId = randomUUID();
  let trust = '';

  it('gets an HttpOnly, same-site trust cookie limited to the API, for 30 days', async () => {
    const { cookie } = await signInTrusting(deviceId);
    expect(cookie).toMatch(/trusted_device=[\w-]{43}; Max-Age=2592000; Path=\/api; HttpOnly; SameSite=Strict/);
    trust = trustCookieOf(cookie) ?? '';
  });

  it('skips the second factor with its device id and its cookie together', async () => {
    const response = await password({ ...deviceHeaders(deviceId), cookie: `trusted_device=${trust}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().access_token).toEqual(expect.any(String));
  });

  it('does not skip it with the device id alone, the cookie alone, or another account’s trust', async () => {
    expect((await password(deviceHeaders(deviceId))).statusCode).toBe(401);
    expect((await password({ ...deviceHeaders(), cookie: `trusted_device=${trust}` })).statusCode).toBe(401);
    const other = await postJson(t.app, '/api/token', { username: 'manage@example.com', password: DEMO_PASSWORD }, { ...deviceHeaders(deviceId), cookie: `trusted_device=${trust}` });
    expect(other.statusCode).toBe(401);
  });

  it('stops skipping after 30 days', async () => {
    t.clock.advance(30 * 24 * 3600_000 + 1);
    expect((await password({ ...deviceHeaders(deviceId), cookie: `trusted_device=${trust}` })).statusCode).toBe(401);
  });
});

describe('the trusted-device list', () => {
  it('lists the devices with the current one marked, and revokes one', async () => {
    const deviceId = randomUUID();
    const { token } = await signInTrusting(deviceId);
    const headers = sessionHeaders(token, deviceId);
    const list = (await t.app.inject({ url: '/api/mfa/trusted-devices', headers: { ...headers, 'user-agent': 'x' } })).json().data;
    expect(list).toEqual([
      { id: expect.any(Number), browser: null, os: null, ip: '127.0.0.1', created_at: expect.any(String), last_used_at: null, expires_at: expect.any(String), current: true },
    ]);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/mfa/trusted-devices/${list[0].id}`, headers });
    expect(revoke.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/mfa/trusted-devices', headers })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/mfa/trusted-devices/${list[0].id}`, headers })).statusCode).toBe(404);
    const actions = (await t.database.db.selectFrom('security_events').select('action').execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['device_trusted', 'device_revoked']));
  });

  it('shows no device of another account', async () => {
    const login = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD });
    const list = await t.app.inject({ url: '/api/mfa/trusted-devices', headers: sessionHeaders(login.json().access_token) });
    expect(list.json().data).toEqual([]);
  });
});
