import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/accounts';
import { startTestApp, type TestApp } from '../../test/app';
import { DEMO_RECOVERY_KEYS } from '../../demo/accounts';
import { latestCode, postJson, sessionHeaders, signIn, signInWithFactor, stepUpByEmail } from '../../test/flows';
import { totpCode } from '../../test/totp';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  headers = sessionHeaders(await signIn(t.app, 'manage@example.com'));
});
afterAll(() => t.close());

const activate = (path: string, h = headers) => t.app.inject({ url: `/api/mfa/${path}`, headers: h });
const methods = async (h = headers) => (await t.app.inject({ url: '/api/mfa', headers: h })).json().data as { id: number; method: string; target: string; primary: boolean }[];
const stepUp = () => stepUpByEmail(t.app, headers, 'manage@example.com');

describe('adding a method once the account has one', () => {
  it('needs a step-up first', async () => {
    const response = await activate('-1/activate?target=second@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('mfa.step_up_required');
  });

  it('adds an e-mail method after a code sent to it, and spends the single-use grant', async () => {
    await stepUp();
    const started = await activate('-1/activate?target=Second@Example.com');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      payload: expect.any(String),
      fuzzion: false,
      data: { method: 'email', target: 'second@example.com', resend_in: 10, totp: null },
    });
    expect((await t.app.inject({ url: '/api/mfa/status', headers })).json().sudo).toBe(false);
    const code = await latestCode(t.app, 'second@example.com');
    const confirmed = await postJson(t.app, '/api/mfa/activate', { payload: started.json().payload, code }, headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      fuzzion: false,
      payload: null,
      method: { id: expect.any(Number), method: 'email', target: 'second@example.com', primary: false },
      recovery_keys: null,
    });
    expect((await methods()).map((m) => m.target)).toContain('second@example.com');
  });

  it('adds an address another account signs in with, and its confirmation offers the merge (issue 10)', async () => {
    await stepUp();
    const started = await activate('-1/activate?target=demo@example.com');
    expect(started.statusCode).toBe(200);
    expect(started.json().fuzzion).toBe(false);
    const code = await latestCode(t.app, 'demo@example.com');
    const confirmed = await postJson(t.app, '/api/mfa/activate', { payload: started.json().payload, code }, headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ fuzzion: true, payload: expect.any(String), method: { method: 'email', target: 'demo@example.com' } });
  });

  it('answers 204 (skip) for a method or target already active here, and 400 for a bad target', async () => {
    const [first] = await methods();
    expect((await activate(`${first?.id}/activate`)).statusCode).toBe(204);
    expect((await activate('-1/activate?target=MANAGE@example.com')).statusCode).toBe(204);
    expect((await activate('-2/activate?target=%2B32470123417')).statusCode).toBe(204);
    const bad = await activate('-2/activate?target=12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ path: 'target', code: 'phone' }]);
  });

  it('sets up an authenticator: QR code and key, then recovery keys shown once, and it becomes primary', async () => {
    await stepUp();
    const started = (await activate('-3/activate')).json();
    expect(started.data.totp).toEqual({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), uri: expect.stringContaining('otpauth://totp/'), qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    const secret = Secret.fromBase32(started.data.totp.secret);
    const wrong = await postJson(t.app, '/api/mfa/activate', { payload: started.payload, code: '000000' }, headers);
    expect(wrong.json().code).toBe('mfa.invalid_code');
    const code = TOTP.generate({ secret, timestamp: t.clock.now() });
    const confirmed = (await postJson(t.app, '/api/mfa/activate', { payload: started.payload, code }, headers)).json();
    expect(confirmed.method).toMatchObject({ method: 'totp', primary: true });
    expect(confirmed.recovery_keys).toHaveLength(10);
    expect((await methods())[0]?.method).toBe('totp');
    const stored = await t.database.db.selectFrom('mfa_methods').select('secret_enc').where('id', '=', confirmed.method.id).executeTakeFirstOrThrow();
    expect(stored.secret_enc).not.toContain(started.data.totp.secret);
    const keys = await t.database.db.selectFrom('recovery_keys').select('key_hash').execute();
    expect(keys.map((k) => k.key_hash)).not.toContain(confirmed.recovery_keys[0]);
  });

  it('refuses a second authenticator with 422', async () => {
    expect((await activate('-3/activate')).json().code).toBe('mfa.totp_exists');
  });

  it('cancels an unsaved method by its target (DELETE with a negative id)', async () => {
    // The step-up now goes through the authenticator (primary); grant one directly for this test.
    await t.database.db.insertInto('step_up_grants').values({ session_id: (await sessionIdOf()) ?? 0, user_id: await userIdOf('manage@example.com'), single: 0, created_at: t.clock.now(), expires_at: t.clock.now() + 60_000 }).execute();
    const started = (await activate('-2/activate?target=%2B32470999999')).json();
    const cancel = await t.app.inject({ method: 'DELETE', url: '/api/mfa/-2', headers, payload: { target: '+32470999999' } });
    expect(cancel.statusCode).toBe(204);
    const code = await latestCode(t.app, '+32470999999');
    expect((await postJson(t.app, '/api/mfa/activate', { payload: started.payload, code }, headers)).json().code).toBe('mfa.challenge_expired');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/mfa/-2', headers, payload: { target: '+32470999999' } })).statusCode).toBe(404);
  });
});

describe('the first method of an account', () => {
  it('needs no step-up, and its confirmation grants one for the second (forced set-up)', async () => {
    const login = await postJson(t.app, '/api/token', { username: 'forced@example.com', password: DEMO_PASSWORD });
    const forced = sessionHeaders(login.json().access_token);
    expect((await t.app.inject({ url: '/api/mfa/status', headers: forced })).json().setup).toEqual({ audience: 'default', skippable: false, missing: ['email', 'sms'] });

    const phone = (await activate('-2/activate?target=%2B32470123415', forced)).json();
    const smsCode = await latestCode(t.app, '+32470123415');
    const added = (await postJson(t.app, '/api/mfa/activate', { payload: phone.payload, code: smsCode }, forced)).json();
    expect(added.method).toMatchObject({ method: 'sms', primary: true });

    const email = await activate('-1/activate?target=forced@example.com', forced);
    expect(email.statusCode).toBe(200);
    const emailCode = await latestCode(t.app, 'forced@example.com');
    expect((await postJson(t.app, '/api/mfa/activate', { payload: email.json().payload, code: emailCode }, forced)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/mfa/status', headers: forced })).json().setup).toBeNull();
    // The bootstrap grant was single-use: a third method needs a real step-up.
    expect((await activate('-3/activate', forced)).json().code).toBe('mfa.step_up_required');
  });
});

describe('changing a target', () => {
  it('changes an SMS method’s number after a code sent to the new one', async () => {
    const session = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    await stepUpByEmail(t.app, session, 'demo@example.com');
    const sms = (await methods(session)).find((m) => m.method === 'sms');
    const started = await activate(`${sms?.id}/activate?edit=1&target=%2B32470555555`, session);
    const code = await latestCode(t.app, '+32470555555');
    const confirmed = await postJson(t.app, '/api/mfa/activate', { payload: started.json().payload, code }, session);
    expect(confirmed.json().method).toEqual({ id: sms?.id, method: 'sms', target: '+32470555555', primary: false });
    const audit = await t.database.db.selectFrom('security_events').select(['action', 'method', 'method_id']).where('action', '=', 'method_edited').execute();
    expect(audit).toEqual([{ action: 'method_edited', method: 'sms', method_id: sms?.id }]);
  });
});

describe('resetting the authenticator after a recovery key', () => {
  it('replaces the secret and the recovery keys; the old ones stop working', async () => {
    const login = await signInWithFactor(t.app, 'recover@example.com', 'totpRecovery', (DEMO_RECOVERY_KEYS[1] ?? '').replace('-', ''));
    const session = sessionHeaders(login.json().access_token);
    const totp = (await methods(session)).find((m) => m.method === 'totp');
    const started = (await activate(`${totp?.id}/activate?edit=1`, session)).json();
    const code = TOTP.generate({ secret: Secret.fromBase32(started.data.totp.secret), timestamp: t.clock.now() });
    const reset = (await postJson(t.app, '/api/mfa/activate', { payload: started.payload, code }, session)).json();
    expect(reset.method).toMatchObject({ id: totp?.id, method: 'totp', primary: true });
    expect(reset.recovery_keys).toHaveLength(10);

    t.clock.advance(60_000);
    expect((await signInWithFactor(t.app, 'recover@example.com', 'totp', totpCode(t.clock.now()))).statusCode).toBe(400);
    expect((await signInWithFactor(t.app, 'recover@example.com', 'totpRecovery', (DEMO_RECOVERY_KEYS[2] ?? '').replace('-', ''))).statusCode).toBe(400);
    const fresh = TOTP.generate({ secret: Secret.fromBase32(started.data.totp.secret), timestamp: t.clock.now() });
    expect((await signInWithFactor(t.app, 'recover@example.com', 'totp', fresh)).statusCode).toBe(200);
    expect((await signInWithFactor(t.app, 'recover@example.com', 'totpRecovery', reset.recovery_keys[0].replace('-', ''))).statusCode).toBe(200);
  });
});

async function userIdOf(email: string): Promise<number> {
  return (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
}

async function sessionIdOf(): Promise<number | undefined> {
  const userId = await userIdOf('manage@example.com');
  return (await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirst())?.id;
}
