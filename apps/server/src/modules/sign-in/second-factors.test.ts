import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECOVERY_KEYS } from '../../demo/accounts';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, sessionHeaders, signInWithFactor, startMfaLogin } from '../../test/flows';
import { totpCode } from '../../test/totp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const STEP = 30_000;

describe('signing in with the authenticator', () => {
  it('offers the authenticator first, then the recovery keys and the e-mail backup', async () => {
    const { methods } = await startMfaLogin(t.app, 'totp@example.com');
    expect(methods).toEqual([
      { id: expect.any(Number), method: 'totp', target: null, primary: true },
      { id: expect.any(Number), method: 'totpRecovery', target: null, primary: false },
      { id: expect.any(Number), method: 'email', target: 't***@example.com', primary: false },
    ]);
  });

  it('delivers nothing when the authenticator is picked', async () => {
    const login = await startMfaLogin(t.app, 'totp@example.com');
    const totp = login.methods.find((m) => m.method === 'totp');
    const picked = await postJson(t.app, '/api/token/mfa/send', { payload: login.payload, mfaId: totp?.id }, login.headers);
    expect(picked.json()).toEqual({ method: { id: totp?.id, method: 'totp', target: null, primary: true }, resend_in: 0 });
    expect((await t.app.inject({ url: '/api/dev/outbox?to=totp@example.com' })).json().data).toEqual([]);
  });

  it('signs in with the current code, and accepts each code once only', async () => {
    t.clock.advance(STEP);
    const code = totpCode(t.clock.now());
    const first = await signInWithFactor(t.app, 'totp@example.com', 'totp', code);
    expect(first.statusCode).toBe(200);
    expect(first.json().access_token).toEqual(expect.any(String));
    const replay = await signInWithFactor(t.app, 'totp@example.com', 'totp', code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('mfa.invalid_code');
  });

  it('accepts the code of the step before or after (clock drift), not two steps away', async () => {
    t.clock.advance(5 * STEP);
    expect((await signInWithFactor(t.app, 'totp@example.com', 'totp', totpCode(t.clock.now() - 2 * STEP))).statusCode).toBe(400);
    expect((await signInWithFactor(t.app, 'totp@example.com', 'totp', totpCode(t.clock.now() + 2 * STEP))).statusCode).toBe(400);
    expect((await signInWithFactor(t.app, 'totp@example.com', 'totp', totpCode(t.clock.now() - STEP))).statusCode).toBe(200);
    expect((await signInWithFactor(t.app, 'totp@example.com', 'totp', totpCode(t.clock.now() + STEP))).statusCode).toBe(200);
    // A step older than the last one used is refused even inside the window.
    expect((await signInWithFactor(t.app, 'totp@example.com', 'totp', totpCode(t.clock.now()))).statusCode).toBe(400);
  });
});

describe('signing in with a recovery key', () => {
  it('works once per key, reports the keys left and grants a step-up to reset or regenerate', async () => {
    const key = DEMO_RECOVERY_KEYS[0] ?? '';
    const response = await signInWithFactor(t.app, 'recover@example.com', 'totpRecovery', key.toLowerCase().replace('-', ''));
    expect(response.statusCode).toBe(200);
    expect(response.json().recovery_keys_left).toBe(9);
    const headers = sessionHeaders(response.json().access_token);
    expect((await t.app.inject({ url: '/api/mfa/status', headers })).json()).toMatchObject({ sudo: true, single: false });
    const user = (await t.app.inject({ url: '/api/user', headers })).json().data;
    expect(user.totpRecovery).toHaveLength(10);
    expect(user.totpRecovery.filter((k: { used_at: string | null }) => k.used_at === null)).toHaveLength(9);

    const again = await signInWithFactor(t.app, 'recover@example.com', 'totpRecovery', key.replace('-', ''));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('mfa.invalid_code');
  });

  it('takes the key as printed (dash, spaces, lower case), and each key once whatever its typed form', async () => {
    const typedForms = [
      ['DEMKY-22223', 'demky 22223'],
      ['demky 22224', ' DEMKY-22224 '],
      [' DEMKY-22225 ', 'DEMKY22225'],
    ] as const;
    for (const [first, again] of typedForms) {
      const used = await signInWithFactor(t.app, 'recover@example.com', 'totpRecovery', first);
      expect(used.statusCode, first).toBe(200);
      const reused = await signInWithFactor(t.app, 'recover@example.com', 'totpRecovery', again);
      expect(reused.statusCode, again).toBe(400);
      expect(reused.json().code).toBe('mfa.invalid_code');
    }
    const underscored = await signInWithFactor(t.app, 'recover@example.com', 'totpRecovery', 'DEMKY_22226');
    expect(underscored.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'code', code: 'letters_digits_only' }] });
  });

  it('records the use in the audit trail', async () => {
    const rows = await t.database.db.selectFrom('security_events').innerJoin('user_emails', 'user_emails.user_id', 'security_events.user_id').select(['action', 'ip', 'device_id']).where('user_emails.email', '=', 'recover@example.com').execute();
    expect(rows).toContainEqual({ action: 'recovery_key_used', ip: '127.0.0.1', device_id: expect.any(String) });
  });
});

describe('signing in with the card', () => {
  it('offers the card and takes the card number, with spaces', async () => {
    const { methods } = await startMfaLogin(t.app, 'card@example.com');
    expect(methods).toEqual([{ id: expect.any(Number), method: 'card', target: null, primary: true }]);
    const response = await signInWithFactor(t.app, 'card@example.com', 'card', '5065123456789012');
    expect(response.statusCode).toBe(200);
  });

  it('refuses another card number with the card’s own message', async () => {
    const response = await signInWithFactor(t.app, 'card@example.com', 'card', '5065123456789013');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'mfa.invalid_card', message: 'Your card number is invalid.' });
  });
});

describe('the per-account limit on wrong codes', () => {
  it('locks every new attempt of the account after 10 wrong codes in 15 minutes', async () => {
    const wrong = async () => (await signInWithFactor(t.app, 'lastkey@example.com', 'totpRecovery', 'WRONGWRONG')).statusCode;
    for (let i = 0; i < 10; i++) expect(await wrong()).toBe(400);
    // A fresh attempt with the right key is refused too: the limit is per account, not per attempt.
    const blocked = await signInWithFactor(t.app, 'lastkey@example.com', 'totpRecovery', (DEMO_RECOVERY_KEYS[9] ?? '').replace('-', ''));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('auth.too_many_attempts');
  });
});

describe('a code for a method never picked', () => {
  it('is refused as invalid', async () => {
    const login = await startMfaLogin(t.app, 'totp@example.com', deviceHeaders());
    const response = await postJson(t.app, '/api/token/mfa/confirm', { payload: login.payload, code: totpCode(t.clock.now()) }, login.headers);
    expect(response.json().code).toBe('mfa.invalid_code');
  });
});
