import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock';
import { startTestApp, type TestApp } from '../../test/app';
import { DEMO_PASSWORD } from '../../demo/seed';
import { deviceHeaders, postJson, sessionHeaders, signIn, stepUpByEmail } from '../../test/flows';
import { authorizeAndApprove, PARTNER } from '../../test/oauth';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in as `username` from a device (its id and browser); answers the token and the headers it uses. */
async function signInFrom(username: string, deviceId: string, userAgent: string) {
  const headers = { ...deviceHeaders(deviceId), 'user-agent': userAgent };
  const token = await signIn(t.app, username, headers);
  return { token, headers: { ...headers, authorization: `Bearer ${token}` } };
}

const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

type DeviceBody = { key: string; status: string; session_count: number; browser: string | null; os: string | null; services: { client_id: string; name: string }[]; location: unknown };
const devicesOf = async (headers: Record<string, string>) => {
  const response = await call(headers, 'GET', '/api/devices');
  expect(response.statusCode).toBe(200);
  return response.json() as { data: DeviceBody[]; history_enabled: boolean };
};
const profileStatus = async (token: string) => (await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode;

describe('devices and sessions', () => {
  it('groups the sessions by device with counts, marks the current one and describes browser, system and location', async () => {
    const laptop = randomUUID();
    const phone = randomUUID();
    const first = await signInFrom('manage@example.com', laptop, FIREFOX);
    await signInFrom('manage@example.com', laptop, FIREFOX);
    t.clock.advance(2 * MINUTE);
    const mobile = await signInFrom('manage@example.com', phone, SAFARI_IPHONE);

    const { data, history_enabled } = await devicesOf(mobile.headers);
    expect(history_enabled).toBe(false);
    const byKey = new Map(data.map((d) => [d.key, d]));
    expect(byKey.get(laptop)).toMatchObject({ status: 'active', session_count: 2, browser: 'Firefox 128', os: 'Windows 10' });
    expect(byKey.get(phone)).toMatchObject({ status: 'current', session_count: 1, browser: 'Mobile Safari 17', os: 'iOS 17.5' });
    // No offline database in the test setup: the screen shows the not-found texts.
    expect(byKey.get(phone)?.location).toEqual({ city: null, country: null });
    expect(data[0]?.key).toBe(phone);
    // The laptop's list marks the laptop current instead.
    const fromLaptop = await devicesOf(first.headers);
    expect(fromLaptop.data.find((d) => d.key === laptop)?.status).toBe('current');
  });

  it('logs out one device: ends only its sessions', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const here = await signInFrom('stepup@example.com', a, FIREFOX);
    const there1 = await signInFrom('stepup@example.com', b, SAFARI_IPHONE);
    const there2 = await signInFrom('stepup@example.com', b, SAFARI_IPHONE);

    // Ending another device's sessions needs a fresh second factor; refused, nothing ends.
    const refused = await call(here.headers, 'DELETE', `/api/devices/${b}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('mfa.step_up_required');
    expect(await profileStatus(there1.token)).toBe(200);
    expect((await stepUpByEmail(t.app, here.headers, 'stepup@example.com', false)).statusCode).toBe(200);

    const response = await call(here.headers, 'DELETE', `/api/devices/${b}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await profileStatus(there1.token)).toBe(401);
    expect(await profileStatus(there2.token)).toBe(401);
    expect(await profileStatus(here.token)).toBe(200);
    expect((await devicesOf(here.headers)).data.map((d) => d.key)).toEqual([a]);
    // Again, or a device of nobody: nothing to end.
    expect((await call(here.headers, 'DELETE', `/api/devices/${b}`)).statusCode).toBe(404);
    expect((await call(here.headers, 'DELETE', `/api/devices/${'x'.repeat(81)}`)).statusCode).toBe(400);
  });

  it('never ends another account’s device', async () => {
    const shared = randomUUID();
    const mine = await signInFrom('customer@example.com', randomUUID(), FIREFOX);
    const other = await signInFrom('lastkey@example.com', shared, FIREFOX);
    await stepUpByEmail(t.app, mine.headers, 'customer@example.com', false);
    expect((await call(mine.headers, 'DELETE', `/api/devices/${shared}`)).statusCode).toBe(404);
    expect(await profileStatus(other.token)).toBe(200);
  });

  it('logs out everywhere else and keeps the current session', async () => {
    const current = await signInFrom('demo@example.com', randomUUID(), FIREFOX);
    const others = [await signInFrom('demo@example.com', randomUUID(), SAFARI_IPHONE), await signInFrom('demo@example.com', randomUUID(), FIREFOX)];
    expect((await call(current.headers, 'POST', '/api/sessions/others', {})).json().code).toBe('mfa.step_up_required');
    for (const other of others) expect(await profileStatus(other.token)).toBe(200);
    // A single-use grant allows one logout everywhere, then is spent.
    expect((await stepUpByEmail(t.app, current.headers, 'demo@example.com')).statusCode).toBe(200);
    const response = await call(current.headers, 'POST', '/api/sessions/others', {});
    expect(response.statusCode).toBe(200);
    expect((await call(current.headers, 'POST', '/api/sessions/others', {})).json().code).toBe('mfa.step_up_required');
    expect(response.json().ended).toBeGreaterThanOrEqual(2);
    for (const other of others) expect(await profileStatus(other.token)).toBe(401);
    expect(await profileStatus(current.token)).toBe(200);
    const { data } = await devicesOf(current.headers);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ status: 'current', session_count: 1 });
  });

  it('lists the partner apps that signed in through a session as its services', async () => {
    const device = randomUUID();
    const session = await signInFrom('passkey@example.com', device, FIREFOX);
    await authorizeAndApprove(t.app, session.token);
    await authorizeAndApprove(t.app, session.token);
    const { data } = await devicesOf(session.headers);
    expect(data.find((d) => d.key === device)?.services).toEqual([{ client_id: PARTNER.clientId, name: expect.any(String) }]);
  });

  it('keeps ended sessions listed only while session history is on', async () => {
    const me = await signInFrom('totp@example.com', randomUUID(), FIREFOX);
    const oldDevice = randomUUID();
    await signInFrom('totp@example.com', oldDevice, SAFARI_IPHONE);
    await stepUpByEmail(t.app, me.headers, 'totp@example.com', false);
    expect((await call(me.headers, 'DELETE', `/api/devices/${oldDevice}`)).statusCode).toBe(200);
    expect((await devicesOf(me.headers)).data.some((d) => d.key === oldDevice)).toBe(false);

    expect((await call(me.headers, 'PUT', '/api/sessions/history', { enabled: true })).statusCode).toBe(204);
    const on = await devicesOf(me.headers);
    expect(on.history_enabled).toBe(true);
    expect(on.data.find((d) => d.key === oldDevice)).toMatchObject({ status: 'ended', session_count: 1 });

    expect((await call(me.headers, 'PUT', '/api/sessions/history', { enabled: false })).statusCode).toBe(204);
    expect((await devicesOf(me.headers)).data.some((d) => d.key === oldDevice)).toBe(false);
    expect((await call(me.headers, 'PUT', '/api/sessions/history', { enabled: 'yes' })).statusCode).toBe(400);
  });

  it('lets an account without a second factor end other sessions with its session alone', async () => {
    const passwordOnly = async () => {
      const response = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      return sessionHeaders(response.json().access_token);
    };
    const [here, there] = [await passwordOnly(), await passwordOnly()];
    expect((await call(here, 'POST', '/api/sessions/others', {})).statusCode).toBe(200);
    expect((await call(there, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it('signs this session out without a step-up', async () => {
    const here = await signInFrom('stepup@example.com', randomUUID(), FIREFOX);
    expect((await call(here.headers, 'DELETE', '/api/token')).statusCode).toBeLessThan(300);
    expect(await profileStatus(here.token)).toBe(401);
  });

  it('refuses every call without a session', async () => {
    expect((await t.app.inject({ url: '/api/devices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/sessions/others', headers: deviceHeaders(), payload: {} })).statusCode).toBe(401);
  });
});
