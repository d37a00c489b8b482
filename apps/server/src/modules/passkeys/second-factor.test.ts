import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, latestCode, postJson, setCookie, startMfaLogin } from '../../test/flows';
import { HOST, newAuthenticator, registerPasskey, steppedUp } from '../../test/passkey-flows';
import type { SoftAuthenticator, Tamper } from '../../test/soft-authenticator';

let t: TestApp;
let authenticator: SoftAuthenticator;
beforeAll(async () => {
  t = await startTestApp();
  authenticator = newAuthenticator();
  await registerPasskey(t.app, await steppedUp(t), authenticator);
});
afterAll(() => t.close());

const OPTIONS = '/api/token/mfa/passkey/options';
const CONFIRM = '/api/token/mfa/passkey';

async function passwordStep(username = 'passkey@example.com') {
  return startMfaLogin(t.app, username, { ...deviceHeaders(), host: HOST });
}

/** Password step, assertion options, then the authenticator's answer (tampered as asked). */
async function confirmWith(tamper: Tamper = {}, device = authenticator, extra: object = {}) {
  const login = await passwordStep();
  const options = (await postJson(t.app, OPTIONS, { payload: login.payload }, login.headers)).json();
  const response = await postJson(t.app, CONFIRM, { payload: login.payload, response: device.get(options, tamper), ...extra }, login.headers);
  return { ...login, options, response };
}

describe('a passkey as the second factor', () => {
  it('is offered in the password step’s challenge', async () => {
    const { methods } = await passwordStep();
    expect(methods).toEqual([
      { id: expect.any(Number), method: 'email', target: 'p***@example.com', primary: true },
      { id: expect.any(Number), method: 'passkey', target: null, primary: false },
    ]);
  });

  it('gets options limited to the account’s passkeys, user verification preferred', async () => {
    const { options } = await confirmWith();
    expect(options).toMatchObject({
      rpId: 'localhost',
      timeout: 300_000,
      userVerification: 'preferred',
      allowCredentials: [{ id: authenticator.credentialId, type: 'public-key', transports: ['internal'] }],
    });
  });

  it('signs in like a confirmed code: token, cookie, trusted device, last use recorded', async () => {
    const { response, headers } = await confirmWith({ userVerified: false }, authenticator, { isTrustedDevice: true });
    expect(response.statusCode).toBe(200);
    const token = response.json().access_token;
    expect(setCookie(response)).toContain(`token=${token}`);
    expect((await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).json().data.firstname).toBe('Petra');
    const trusted = await t.database.db.selectFrom('trusted_devices').select('device_id').where('device_id', '=', headers['x-device-id'] ?? '').execute();
    expect(trusted).toHaveLength(1);
    const passkeys = (await t.app.inject({ url: '/api/passkeys', headers: { authorization: `Bearer ${token}` } })).json().data;
    expect(passkeys[0].last_used_at).toBe(new Date(t.clock.now()).toISOString());
  });

  it('ends the attempt: neither the passkey nor a code works on it again', async () => {
    const { response, payload, headers, options } = await confirmWith();
    expect(response.statusCode).toBe(200);
    const again = await postJson(t.app, CONFIRM, { payload, response: authenticator.get(options) }, headers);
    expect(again.json().code).toBe('mfa.flow_expired');
    expect((await postJson(t.app, '/api/token/mfa/confirm', { payload, code: '12345678' }, headers)).json().code).toBe('mfa.flow_expired');
  });

  it('refuses a forged signature, a wrong origin, RP ID or type, and a response without user presence', async () => {
    const cases: Tamper[] = [{ forgeSignature: true }, { origin: 'https://evil.example' }, { rpId: 'evil.example' }, { type: 'webauthn.create' }, { userPresent: false }];
    for (const tamper of cases) {
      const { response } = await confirmWith(tamper);
      expect(response.statusCode, JSON.stringify(tamper)).toBe(400);
      expect(response.json().code).toBe('passkey.invalid');
    }
    // Each failure is a wrong second factor in the owner's security history.
    const failures = await t.database.db
      .selectFrom('security_events')
      .innerJoin('user_emails', 'user_emails.user_id', 'security_events.user_id')
      .select(['method', 'detail'])
      .where('user_emails.email', '=', 'passkey@example.com')
      .where('action', '=', 'second_factor_failed')
      .execute();
    expect(failures).toHaveLength(cases.length);
    expect(failures.every((f) => f.method === 'passkey' && JSON.parse(f.detail ?? '{}').form === 'sign_in')).toBe(true);
  });

  it('refuses a counter that did not grow: a cloned authenticator or a replay', async () => {
    expect((await confirmWith()).response.statusCode).toBe(200);
    const used = authenticator.counter;
    for (const counter of [used, used - 1]) {
      const { response } = await confirmWith({ counter });
      expect(response.json().code).toBe('passkey.invalid');
    }
    expect((await confirmWith()).response.statusCode).toBe(200);
  });

  it('refuses an unknown passkey and another account’s passkey', async () => {
    expect((await confirmWith({}, newAuthenticator())).response.json().code).toBe('passkey.invalid');
    const janKey = newAuthenticator();
    await registerPasskey(t.app, await steppedUp(t, 'demo@example.com'), janKey);
    expect((await confirmWith({}, janKey)).response.json().code).toBe('passkey.invalid');
  });

  it('refuses a replayed response, even with its challenge re-signed for a new attempt', async () => {
    const first = await confirmWith();
    expect(first.response.statusCode).toBe(200);
    const login = await passwordStep();
    await postJson(t.app, OPTIONS, { payload: login.payload }, login.headers);
    const replay = await postJson(t.app, CONFIRM, { payload: login.payload, response: authenticator.get(first.options) }, login.headers);
    expect(replay.json().code).toBe('passkey.invalid');
  });

  it('refuses the challenge of another attempt', async () => {
    const one = await passwordStep();
    const options = (await postJson(t.app, OPTIONS, { payload: one.payload }, one.headers)).json();
    const two = await passwordStep();
    const crossed = await postJson(t.app, CONFIRM, { payload: two.payload, response: authenticator.get(options) }, two.headers);
    expect(crossed.json().code).toBe('passkey.invalid');
  });

  it('counts failures with the codes’ and locks the attempt after five', async () => {
    const login = await passwordStep();
    const email = login.methods.find((m) => m.method === 'email')?.id;
    await postJson(t.app, '/api/token/mfa/send', { payload: login.payload, mfaId: email }, login.headers);
    const code = await latestCode(t.app, 'passkey@example.com');
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 2; i++) expect((await postJson(t.app, '/api/token/mfa/confirm', { payload: login.payload, code: wrong }, login.headers)).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      const options = (await postJson(t.app, OPTIONS, { payload: login.payload }, login.headers)).json();
      const response = await postJson(t.app, CONFIRM, { payload: login.payload, response: authenticator.get(options, { forgeSignature: true }) }, login.headers);
      expect(response.json().code).toBe('passkey.invalid');
    }
    const locked = await postJson(t.app, OPTIONS, { payload: login.payload }, login.headers);
    expect(locked.statusCode).toBe(429);
    expect((await postJson(t.app, '/api/token/mfa/confirm', { payload: login.payload, code }, login.headers)).statusCode).toBe(429);
  });

  it('refuses an attempt from another device, an expired attempt and an account without passkeys', async () => {
    const login = await passwordStep();
    expect((await postJson(t.app, OPTIONS, { payload: login.payload }, { ...deviceHeaders(), host: HOST })).json().code).toBe('mfa.flow_expired');
    t.clock.advance(16 * 60_000);
    expect((await postJson(t.app, OPTIONS, { payload: login.payload }, login.headers)).json().code).toBe('mfa.flow_expired');
    const customer = await startMfaLogin(t.app, 'customer@example.com', { ...deviceHeaders(), host: HOST });
    const unavailable = await postJson(t.app, OPTIONS, { payload: customer.payload }, customer.headers);
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().code).toBe('mfa.method_unavailable');
  });
});
