import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { DEMO_PASSWORD } from '../../demo/accounts';
import { postJson, signIn, signInWithFactor } from '../../test/flows';
import { totpCode } from '../../test/totp';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/mfa', () => {
  it('lists the methods with full targets, primary first', async () => {
    const response = await get('/api/mfa');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: expect.any(Number), method: 'email', target: 'demo@example.com', primary: true },
      { id: expect.any(Number), method: 'sms', target: '+32470123456', primary: false },
    ]);
  });

  it('adds the recovery keys of an authenticator with includeAll', async () => {
    const login = await signInWithFactor(t.app, 'totp@example.com', 'totp', totpCode(t.clock.now()));
    const bearer = { authorization: `Bearer ${login.json().access_token}` };
    expect((await get('/api/mfa', bearer)).json().data.map((m: { method: string }) => m.method)).toEqual(['totp', 'email']);
    expect((await get('/api/mfa?includeAll=1', bearer)).json().data.map((m: { method: string }) => m.method)).toEqual(['totp', 'totpRecovery', 'email']);
  });

  it('takes includeAll and refuses other values of it', async () => {
    expect((await get('/api/mfa?includeAll=1')).json().data).toHaveLength(2);
    const bad = await get('/api/mfa?includeAll=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ path: 'includeAll', code: 'invalid_value' }]);
  });

  it('needs a session', async () => {
    expect((await get('/api/mfa', {})).statusCode).toBe(401);
  });
});

describe('GET /api/mfa/status', () => {
  it('grants no step-up until a second factor is confirmed, and asks no set-up of a complete account', async () => {
    expect((await get('/api/mfa/status')).json()).toEqual({ need_card: false, single: false, sudo: false, setup: null, reminder: null });
  });

  it('asks a customer account without methods to set up, with a skip', async () => {
    const login = await postJson(t.app, '/api/token', { username: 'newcustomer@example.com', password: DEMO_PASSWORD });
    const status = (await get('/api/mfa/status', { authorization: `Bearer ${login.json().access_token}` })).json();
    expect(status.setup).toEqual({ audience: 'customer', skippable: true, missing: ['email', 'sms'] });
  });

  it('needs a session', async () => {
    expect((await get('/api/mfa/status', {})).statusCode).toBe(401);
  });
});

describe('bad input to the MFA calls', () => {
  const headers = () => ({ authorization: `Bearer ${token}`, 'x-device-id': '3f2c1d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f', 'content-type': 'application/json' });
  it.each([
    ['GET', '/api/mfa/abc/activate'],
    ['GET', '/api/mfa/sudo?mfaId=x'],
    ['GET', '/api/mfa/sudo?single=maybe'],
    ['DELETE', '/api/mfa/1.5'],
    ['POST', '/api/mfa/switch-primary/%00'],
    ['DELETE', '/api/mfa/trusted-devices/abc'],
  ] as const)('answers %s %s with 400, never 500', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: headers() });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation.invalid');
  });

  it('refuses a code with other characters, and an unknown payload, without a 500', async () => {
    const dashed = await t.app.inject({ method: 'POST', url: '/api/mfa/sudo', headers: headers(), payload: { payload: 'x', code: '12.34' } });
    expect(dashed.json().fields).toEqual([{ path: 'code', code: 'letters_digits_only' }]);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/mfa/activate', headers: headers(), payload: { payload: 'no-such', code: '123456' } });
    expect(unknown.json().code).toBe('mfa.challenge_expired');
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/mfa/-1', headers: headers(), payload: {} });
    expect(missing.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'target', code: 'required' }] });
  });
});
