import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, latestCode, postJson, setCookie, startMfaLogin } from '../../test/flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SEND = '/api/token/mfa/send';
const CONFIRM = '/api/token/mfa/confirm';

async function sendCode(method: 'email' | 'sms', username = 'demo@example.com') {
  const login = await startMfaLogin(t.app, username);
  const mfaId = login.methods.find((m) => m.method === method)?.id;
  const sent = await postJson(t.app, SEND, { payload: login.payload, mfaId }, login.headers);
  return { ...login, mfaId, sent };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 100_000_000).padStart(8, '0');

describe('signing in with a code', () => {
  it('sends a code by e-mail in the account’s language and signs in with it', async () => {
    const { payload, headers, sent } = await sendCode('email');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ method: { id: expect.any(Number), method: 'email', target: 'd***@example.com', primary: true }, resend_in: 10 });

    const outbox = (await t.app.inject({ url: '/api/dev/outbox?to=demo@example.com' })).json().data;
    expect(outbox[0]).toMatchObject({ channel: 'email', recipient: 'demo@example.com', subject: 'Je verificatiecode' });
    expect(outbox[0].text).toContain('10 minuten');

    const code = await latestCode(t.app, 'demo@example.com');
    const confirmed = await postJson(t.app, CONFIRM, { payload, code }, headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    expect(setCookie(confirmed)).toContain(`token=${confirmed.json().access_token}`);
  });

  it('sends a code by SMS and signs in with it', async () => {
    const { payload, headers, sent } = await sendCode('sms');
    expect(sent.json().method).toMatchObject({ method: 'sms', target: '+32 *** *** 456' });
    // "+" in a query string reads as a space; the outbox filter copes with both.
    const outbox = (await t.app.inject({ url: '/api/dev/outbox?to=+32470123456' })).json().data;
    expect(outbox[0]).toMatchObject({ channel: 'sms', recipient: '+32470123456' });
    const code = await latestCode(t.app, '+32470123456');
    const confirmed = await postJson(t.app, CONFIRM, { payload, code, isTrustedDevice: true }, headers);
    expect(confirmed.statusCode).toBe(200);
  });

  it('writes the code in French for a French-speaking account', async () => {
    await sendCode('email', 'customer@example.com');
    const [message] = (await t.app.inject({ url: '/api/dev/outbox?to=customer@example.com' })).json().data;
    expect(message.subject).toBe('Votre code de vérification');
  });

  it('refuses a wrong code, then accepts the right one', async () => {
    const { payload, headers } = await sendCode('email');
    const code = await latestCode(t.app, 'demo@example.com');
    const wrong = await postJson(t.app, CONFIRM, { payload, code: wrongCode(code) }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'mfa.invalid_code', message: 'The code is invalid.' });
    const right = await postJson(t.app, CONFIRM, { payload, code }, headers);
    expect(right.statusCode).toBe(200);
  });

  it('refuses to use a code twice', async () => {
    const { payload, headers } = await sendCode('email');
    const code = await latestCode(t.app, 'demo@example.com');
    expect((await postJson(t.app, CONFIRM, { payload, code }, headers)).statusCode).toBe(200);
    const again = await postJson(t.app, CONFIRM, { payload, code }, headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('mfa.flow_expired');
  });

  it('locks the attempt after 5 wrong codes, even for the right code', async () => {
    const { payload, headers } = await sendCode('email');
    const code = await latestCode(t.app, 'demo@example.com');
    for (let i = 0; i < 5; i++) {
      expect((await postJson(t.app, CONFIRM, { payload, code: wrongCode(code) }, headers)).statusCode).toBe(400);
    }
    const locked = await postJson(t.app, CONFIRM, { payload, code }, headers);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('auth.too_many_attempts');
    expect((await postJson(t.app, SEND, { payload, mfaId: 1 }, headers)).json().code).toBe('mfa.flow_expired');
  });

  it('refuses a code once the attempt has expired', async () => {
    const { payload, headers } = await sendCode('email');
    const code = await latestCode(t.app, 'demo@example.com');
    t.clock.advance(16 * 60_000);
    const response = await postJson(t.app, CONFIRM, { payload, code }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('mfa.flow_expired');
  });

  it('refuses a code after its 10 minutes, inside the attempt’s 15', async () => {
    const { payload, headers } = await sendCode('email');
    const code = await latestCode(t.app, 'demo@example.com');
    t.clock.advance(11 * 60_000);
    expect((await postJson(t.app, CONFIRM, { payload, code }, headers)).json().code).toBe('mfa.invalid_code');
  });

  it('refuses a new code within 10 seconds, and replaces the old code after', async () => {
    const { payload, headers, mfaId } = await sendCode('email');
    const first = await latestCode(t.app, 'demo@example.com');
    const tooSoon = await postJson(t.app, SEND, { payload, mfaId }, headers);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('mfa.resend_too_soon');

    t.clock.advance(10_000);
    expect((await postJson(t.app, SEND, { payload, mfaId }, headers)).statusCode).toBe(200);
    const second = await latestCode(t.app, 'demo@example.com');
    expect((await postJson(t.app, CONFIRM, { payload, code: first }, headers)).json().code).toBe('mfa.invalid_code');
    expect((await postJson(t.app, CONFIRM, { payload, code: second }, headers)).statusCode).toBe(200);
  });

  it('sends at once to another method: choosing a method is not a resend; the same method waits, with its countdown', async () => {
    const { payload, headers, methods, mfaId: emailId } = await sendCode('email');
    const smsId = methods.find((m) => m.method === 'sms')?.id;
    const bySms = await postJson(t.app, SEND, { payload, mfaId: smsId }, headers);
    expect(bySms.statusCode).toBe(200);
    expect(bySms.json()).toMatchObject({ method: { method: 'sms' }, resend_in: 10 });
    const smsCode = await latestCode(t.app, '+32470123456');

    t.clock.advance(3_000);
    const sameAgain = await postJson(t.app, SEND, { payload, mfaId: smsId }, headers);
    expect(sameAgain.statusCode).toBe(429);
    expect(sameAgain.json()).toMatchObject({ code: 'mfa.resend_too_soon', resend_in: 7 });

    // Back to e-mail: a new code there; the SMS code it replaces no longer works.
    expect((await postJson(t.app, SEND, { payload, mfaId: emailId }, headers)).statusCode).toBe(200);
    expect((await postJson(t.app, CONFIRM, { payload, code: smsCode }, headers)).json().code).toBe('mfa.invalid_code');
    const emailCode = await latestCode(t.app, 'demo@example.com');
    expect((await postJson(t.app, CONFIRM, { payload, code: emailCode }, headers)).statusCode).toBe(200);
  });

  it('sends at most 5 codes per attempt', async () => {
    // A new hour: the number's own cap (5 SMS an hour, verification.test.ts) is not what this tests.
    t.clock.advance(60 * 60_000);
    const { payload, headers, mfaId } = await sendCode('sms');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(10_000);
      expect((await postJson(t.app, SEND, { payload, mfaId }, headers)).statusCode).toBe(200);
    }
    t.clock.advance(10_000);
    expect((await postJson(t.app, SEND, { payload, mfaId }, headers)).json().code).toBe('auth.too_many_attempts');
  });

  it('refuses a method that was not offered to this attempt', async () => {
    const demo = await startMfaLogin(t.app, 'demo@example.com');
    const customer = await startMfaLogin(t.app, 'customer@example.com');
    const response = await postJson(t.app, SEND, { payload: demo.payload, mfaId: customer.methods[0]?.id }, demo.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('mfa.method_unavailable');
  });

  it('refuses an unknown payload, and a payload used from another device', async () => {
    const unknown = await postJson(t.app, SEND, { payload: 'no-such-attempt', mfaId: 1 });
    expect(unknown.json().code).toBe('mfa.flow_expired');
    const { payload, methods } = await startMfaLogin(t.app, 'demo@example.com');
    const elsewhere = await postJson(t.app, SEND, { payload, mfaId: methods[0]?.id }, deviceHeaders());
    expect(elsewhere.json().code).toBe('mfa.flow_expired');
  });

  it('refuses a code with other characters than letters, digits, spaces and dashes as invalid input', async () => {
    const { payload, headers } = await startMfaLogin(t.app, 'demo@example.com');
    const response = await postJson(t.app, CONFIRM, { payload, code: '1234.5678' }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'code', code: 'letters_digits_only' }]);
  });
});
