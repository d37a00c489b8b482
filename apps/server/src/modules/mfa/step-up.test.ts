import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { latestCode, postJson, sessionHeaders, signIn, signInWithFactor, stepUpByEmail } from '../../test/flows';
import { totpCode } from '../../test/totp';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
});
afterAll(() => t.close());

const status = async (h = headers) => (await t.app.inject({ url: '/api/mfa/status', headers: h })).json();
const sudo = (query: string, h = headers) => t.app.inject({ url: `/api/mfa/sudo${query}`, headers: h });

describe('GET /api/mfa/sudo', () => {
  it('opens a challenge on the primary method and sends its code', async () => {
    const response = await sudo('?single=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      payload: expect.stringMatching(/^[\w-]{43}$/),
      method: { id: expect.any(Number), method: 'email', target: 'demo@example.com', primary: true },
      resend_in: 10,
    });
    expect(await latestCode(t.app, 'demo@example.com')).toMatch(/^\d{8}$/);
    const sent = await t.database.db.selectFrom('security_events').select(['session_id', 'device_id', 'ip']).where('action', '=', 'code_sent').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sent).toEqual({ session_id: expect.any(Number), device_id: headers['x-device-id'], ip: '127.0.0.1' });
  });

  it('uses the method named by mfaId, and sends the code again for a payload after 10 seconds', async () => {
    const methods = (await t.app.inject({ url: '/api/mfa', headers })).json().data;
    const sms = methods.find((m: { method: string }) => m.method === 'sms');
    const first = await sudo(`?single=1&mfaId=${sms.id}`);
    expect(first.json().method.method).toBe('sms');
    expect((await sudo(`?payload=${first.json().payload}`)).json().code).toBe('mfa.resend_too_soon');
    t.clock.advance(10_000);
    expect((await sudo(`?payload=${first.json().payload}`)).statusCode).toBe(200);
  });

  it('sends the code of an open challenge to another method at once, and keeps the wait of the same method', async () => {
    const methods = (await t.app.inject({ url: '/api/mfa', headers })).json().data;
    const sms = methods.find((m: { method: string }) => m.method === 'sms');
    const email = methods.find((m: { method: string }) => m.method === 'email');
    const first = await sudo(`?single=1&mfaId=${email.id}`);
    const payload = first.json().payload;
    const switched = await sudo(`?payload=${payload}&mfaId=${sms.id}`);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ method: { method: 'sms' }, resend_in: 10 });
    t.clock.advance(4_000);
    expect((await sudo(`?payload=${payload}&mfaId=${sms.id}`)).json()).toMatchObject({ code: 'mfa.resend_too_soon', resend_in: 6 });
  });

  it('needs the device-id header, since it sends a code', async () => {
    const { 'x-device-id': _dropped, ...withoutDevice } = headers;
    expect((await sudo('?single=1', withoutDevice)).json().code).toBe('auth.device_id_required');
  });

  it('refuses a method of another account', async () => {
    const other = await t.database.db.selectFrom('mfa_methods').select('id').where('target', '=', 'customer@example.com').executeTakeFirstOrThrow();
    expect((await sudo(`?mfaId=${other.id}`)).json().code).toBe('mfa.method_unavailable');
  });
});

describe('POST /api/mfa/sudo', () => {
  it('grants a single-use step-up for the right code, bound to this session', async () => {
    expect(await status()).toMatchObject({ sudo: false, single: false });
    const granted = await stepUpByEmail(t.app, headers, 'demo@example.com');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ sudo: true, single: true, expires_in: 300 });
    expect(await status()).toMatchObject({ sudo: true, single: true });
    // Another session of the same person does not share it.
    const other = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    expect(await status(other)).toMatchObject({ sudo: false });
  });

  it('lets a grant expire after 5 minutes', async () => {
    t.clock.advance(5 * 60_000 + 1);
    expect(await status()).toMatchObject({ sudo: false });
  });

  it('refuses a wrong code, a payload of another session, and a used payload', async () => {
    const challenge = (await sudo('?single=1')).json();
    const code = await latestCode(t.app, 'demo@example.com');
    const wrong = await postJson(t.app, '/api/mfa/sudo', { payload: challenge.payload, code: code === '00000000' ? '11111111' : '00000000' }, headers);
    expect(wrong.json().code).toBe('mfa.invalid_code');
    const other = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    expect((await postJson(t.app, '/api/mfa/sudo', { payload: challenge.payload, code }, other)).json().code).toBe('mfa.challenge_expired');
    expect((await postJson(t.app, '/api/mfa/sudo', { payload: challenge.payload, code }, headers)).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/mfa/sudo', { payload: challenge.payload, code }, headers)).json().code).toBe('mfa.challenge_expired');
  });

  it('locks a challenge after 5 wrong codes', async () => {
    const challenge = (await sudo('?single=1')).json();
    const code = await latestCode(t.app, 'demo@example.com');
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) expect((await postJson(t.app, '/api/mfa/sudo', { payload: challenge.payload, code: wrong }, headers)).statusCode).toBe(400);
    expect((await postJson(t.app, '/api/mfa/sudo', { payload: challenge.payload, code }, headers)).json().code).toBe('auth.too_many_attempts');
  });
});

describe('step-up with the authenticator and the card', () => {
  it('takes an authenticator code, once', async () => {
    t.clock.advance(60_000);
    const session = sessionHeaders((await signInWithFactor(t.app, 'totp@example.com', 'totp', totpCode(t.clock.now()))).json().access_token);
    const challenge = await sudo('', session);
    expect(challenge.json()).toMatchObject({ method: { method: 'totp' }, resend_in: 0 });
    // The code that signed in is spent: the next step's code is needed.
    const reused = await postJson(t.app, '/api/mfa/sudo', { payload: challenge.json().payload, code: totpCode(t.clock.now()) }, session);
    expect(reused.json().code).toBe('mfa.invalid_code');
    const next = await postJson(t.app, '/api/mfa/sudo', { payload: challenge.json().payload, code: totpCode(t.clock.now() + 30_000) }, session);
    expect(next.json()).toEqual({ sudo: true, single: false, expires_in: 300 });
  });

  it('makes the card the method when it is the account’s need_card method', async () => {
    const session = sessionHeaders((await signInWithFactor(t.app, 'card@example.com', 'card', '5065123456789012')).json().access_token);
    expect(await status(session)).toMatchObject({ need_card: true });
    const challenge = (await sudo('?single=1', session)).json();
    expect(challenge.method).toMatchObject({ method: 'card', target: null });
    const wrong = await postJson(t.app, '/api/mfa/sudo', { payload: challenge.payload, code: '5065000000000000' }, session);
    expect(wrong.json().code).toBe('mfa.invalid_card');
    expect((await postJson(t.app, '/api/mfa/sudo', { payload: challenge.payload, code: '5065123456789012' }, session)).statusCode).toBe(200);
  });
});
