import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { hashPassword } from '../../lib/passwords';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, latestCode, postJson, sessionHeaders, setCookie, signIn, startMfaLogin, stepUpByEmail } from '../../test/flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Zebra-Lantern-42!';
const user = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });
const change = (headers: Record<string, string>, body: object) => postJson(t.app, '/api/user/password', body, headers);
const fieldCodes = (response: { json(): { fields?: { path: string; code: string }[] } }) => response.json().fields?.map((f) => `${f.path}:${f.code}`);

async function statusOf(email: string) {
  return t.database.db
    .selectFrom('users')
    .innerJoin('user_emails', 'user_emails.user_id', 'users.id')
    .select(['users.id', 'users.password_status', 'users.last_password_change'])
    .where('user_emails.email', '=', email)
    .executeTakeFirstOrThrow();
}

describe('POST /api/user/password', () => {
  it('needs a fresh second factor', async () => {
    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const response = await change(headers, { current: DEMO_PASSWORD, password: NEW_PASSWORD });
    expect(response.json().code).toBe('mfa.step_up_required');
  });

  it('refuses a wrong current password, a common password and each broken rule, changing nothing', async () => {
    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    expect((await stepUpByEmail(t.app, headers, 'demo@example.com', false)).statusCode).toBe(200);
    const wrong = await change(headers, { current: 'Not-The-Password-1', password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(fieldCodes(wrong)).toEqual(['current:password_wrong']);
    const common = await change(headers, { current: DEMO_PASSWORD, password: 'Password123!' });
    expect(fieldCodes(common)).toEqual(['password:password_common']);
    // The person's own e-mail, phone, names and card number and the product name (Jan Peeters, demo data).
    for (const personal of ['Monizze-2026!', 'demo@example.com1!', 'DEMO-example-2026!', 'Zebra-PEETERS-42!', 'Call-0470 12 34 56!', 'Card-5065 0000 0000 1001!']) {
      expect(fieldCodes(await change(headers, { current: DEMO_PASSWORD, password: personal })), personal).toEqual(['password:password_personal_info']);
    }
    const short = await change(headers, { current: DEMO_PASSWORD, password: 'abc' });
    expect(fieldCodes(short)).toEqual(['password:password_too_short', 'password:password_no_digit', 'password:password_no_special']);
    const empty = await change(headers, { current: '', password: '' });
    expect(fieldCodes(empty)).toEqual(['current:password_required', 'password:password_required']);
    expect((await postJson(t.app, '/api/token', { username: 'demo@example.com', password: DEMO_PASSWORD })).statusCode).toBe(401);
  });

  it('changes it, ends every other session but this one, records it and tells the owner', async () => {
    const other = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    await stepUpByEmail(t.app, headers, 'demo@example.com');
    const response = await change(headers, { current: DEMO_PASSWORD, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().sessions_ended).toBeGreaterThanOrEqual(1);
    expect((await user(headers)).statusCode).toBe(200);
    expect((await user(other)).statusCode).toBe(401);
    const account = await statusOf('demo@example.com');
    expect(account.last_password_change).toBe(t.clock.now());
    const event = await t.database.db.selectFrom('security_events').select('action').where('user_id', '=', account.id).where('action', '=', 'password_changed').executeTakeFirst();
    expect(event).toBeDefined();
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=demo%40example.com' });
    expect(outbox.json().data[0].text).toContain('wachtwoord van je account is gewijzigd');
    expect((await postJson(t.app, '/api/token', { username: 'demo@example.com', password: DEMO_PASSWORD })).statusCode).toBe(400);
    expect((await postJson(t.app, '/api/token', { username: 'demo@example.com', password: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('checks at most the free guesses of 100 parallel wrong current passwords: the rest are 429 before argon2', async () => {
    const headers = sessionHeaders((await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD })).json().access_token);
    const answers = await Promise.all(Array.from({ length: 100 }, () => change(headers, { current: 'Wrong-Password-9!', password: NEW_PASSWORD })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(97);
    // The owner's right password is refused too until the window ends: no free oracle.
    expect((await change(headers, { current: DEMO_PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(429);
    const failures = await t.database.db.selectFrom('security_events').select('id').where('action', '=', 'sign_in_failed').execute();
    expect(failures.length).toBeGreaterThanOrEqual(3);
    // The burst also spent this IP's sign-in guesses (on PostgreSQL the refused ones count as they
    // race); the next tests sign in from the same address.
    await t.database.db.deleteFrom('rate_limits').execute();
  });
});

describe('Unicode passwords', () => {
  const composed = 'Crème-brûlée-2024!'.normalize('NFC');
  const decomposed = composed.normalize('NFD');

  it('signs in with a password stored from its composed form (before NFKC) when it is typed decomposed', async () => {
    const { id } = await statusOf('totp@example.com');
    await t.database.db.updateTable('users').set({ password_hash: await hashPassword(composed) }).where('id', '=', id).execute();
    expect(decomposed).not.toBe(composed);
    expect((await postJson(t.app, '/api/token', { username: 'totp@example.com', password: decomposed })).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/token', { username: 'totp@example.com', password: composed })).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/token', { username: 'totp@example.com', password: 'Creme-brulee-2024!' })).statusCode).toBe(400);
  });
});

describe('replacing a weak password', () => {
  it('asks the second factor, then gives a single-use permission instead of a session; the new password signs in', async () => {
    const device = deviceHeaders();
    const login = await startMfaLogin(t.app, 'weak@example.com', device);
    const email = login.methods.find((m) => m.method === 'email');
    await postJson(t.app, '/api/token/mfa/send', { payload: login.payload, mfaId: email?.id }, device);
    const confirmed = await postJson(t.app, '/api/token/mfa/confirm', { payload: login.payload, code: await latestCode(t.app, 'weak@example.com') }, device);
    expect(confirmed.statusCode).toBe(403);
    expect(confirmed.json()).toMatchObject({ code: 'auth.weak_password', weak: true, reset: expect.any(String) });
    expect(setCookie(confirmed)).toBe('');
    const reset: string = confirmed.json().reset;

    const elsewhere = await postJson(t.app, '/api/token/weak-password', { reset, password: NEW_PASSWORD }, deviceHeaders());
    expect(elsewhere.json().code).toBe('password.reset_expired');
    const common = await postJson(t.app, '/api/token/weak-password', { reset, password: 'Qwerty123456!' }, device);
    expect(fieldCodes(common)).toEqual(['password:password_common']);
    for (const personal of ['weak@example.com1!', 'Wim-Zwak-Lantern-42!', 'Fridom-Lantern-42!']) {
      expect(fieldCodes(await postJson(t.app, '/api/token/weak-password', { reset, password: personal }, device)), personal).toEqual(['password:password_personal_info']);
    }

    const replaced = await postJson(t.app, '/api/token/weak-password', { reset, password: NEW_PASSWORD.normalize('NFD') }, device);
    expect(replaced.statusCode).toBe(200);
    expect((await user(sessionHeaders(replaced.json().access_token))).statusCode).toBe(200);
    expect((await statusOf('weak@example.com')).password_status).toBe(0);
    expect((await postJson(t.app, '/api/token/weak-password', { reset, password: NEW_PASSWORD }, device)).json().code).toBe('password.reset_expired');

    const again = await postJson(t.app, '/api/token', { username: 'weak@example.com', password: NEW_PASSWORD });
    expect(again.statusCode).toBe(401);
    expect(again.json().mfa.weak).toBeUndefined();
  });

  it('gives the permission at once to an account with no second factor', async () => {
    const { id } = await statusOf('nomfa@example.com');
    await t.database.db.updateTable('users').set({ password_status: 2 }).where('id', '=', id).execute();
    const response = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ weak: true, reset: expect.any(String) });
    expect(setCookie(response)).toBe('');
  });
});
