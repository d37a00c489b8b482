import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, latestCode, postJson, sessionHeaders, signIn, startMfaLogin } from '../../test/flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WRONG = '13579135';
const WRONG_KEY = 'DEMKY33333';

/** The account's wrong-second-factor events, oldest first, as the history stores them. */
const failuresOf = async (email: string) =>
  (
    await t.database.db
      .selectFrom('security_events')
      .innerJoin('user_emails', 'user_emails.user_id', 'security_events.user_id')
      .select(['method', 'detail'])
      .where('user_emails.email', '=', email)
      .where('action', '=', 'second_factor_failed')
      .orderBy('security_events.id')
      .execute()
  ).map((e) => ({ method: e.method, ...(JSON.parse(e.detail ?? '{}') as object), raw: e.detail ?? '' }));

/** Password step, then a method picked (a code sent for e-mail and SMS). */
async function loginWith(username: string, kind: string) {
  const login = await startMfaLogin(t.app, username, deviceHeaders(randomUUID()));
  const method = login.methods.find((m) => m.method === kind);
  await postJson(t.app, '/api/token/mfa/send', { payload: login.payload, mfaId: method?.id }, login.headers);
  return { ...login, confirm: (code: string) => postJson(t.app, '/api/token/mfa/confirm', { payload: login.payload, code }, login.headers) };
}

describe('a wrong second factor is a security event', () => {
  it('at sign-in: each wrong e-mail code is recorded with the guesses left, never the code', async () => {
    const login = await loginWith('stepup@example.com', 'email');
    expect((await login.confirm(WRONG)).json().code).toBe('mfa.invalid_code');
    expect((await login.confirm(WRONG)).json().code).toBe('mfa.invalid_code');
    const failures = await failuresOf('stepup@example.com');
    expect(failures.map(({ raw: _raw, ...f }) => f)).toEqual([
      { method: 'email', form: 'sign_in', guesses_left: 4 },
      { method: 'email', form: 'sign_in', guesses_left: 3 },
    ]);
    expect(failures.some((f) => f.raw.includes(WRONG))).toBe(false);
    // The right code still signs in: the event changes no limit.
    expect((await login.confirm(await latestCode(t.app, 'stepup@example.com'))).statusCode).toBe(200);
  });

  it('at sign-in: a wrong authenticator code and a wrong recovery key', async () => {
    expect((await (await loginWith('totp@example.com', 'totp')).confirm('000000')).json().code).toBe('mfa.invalid_code');
    expect((await (await loginWith('totp@example.com', 'totpRecovery')).confirm(WRONG_KEY)).json().code).toBe('mfa.invalid_code');
    const failures = await failuresOf('totp@example.com');
    expect(failures.map((f) => f.method)).toEqual(['totp', 'totpRecovery']);
    expect(failures.some((f) => f.raw.includes('33333'))).toBe(false);
  });

  it('at a step-up', async () => {
    const headers = sessionHeaders(await signIn(t.app, 'manage@example.com'));
    const methods: { id: number; method: string }[] = (await t.app.inject({ url: '/api/mfa', headers })).json().data;
    const email = methods.find((m) => m.method === 'email');
    const challenge = await t.app.inject({ url: `/api/mfa/sudo?single=1&mfaId=${email?.id}`, headers });
    const wrong = await postJson(t.app, '/api/mfa/sudo', { payload: challenge.json().payload, code: WRONG }, headers);
    expect(wrong.json().code).toBe('mfa.invalid_code');
    expect((await failuresOf('manage@example.com')).map(({ raw: _raw, ...f }) => f)).toEqual([{ method: 'email', form: 'step_up', guesses_left: 4 }]);
  });
});
