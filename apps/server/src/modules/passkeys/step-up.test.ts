import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/accounts';
import { startTestApp, type TestApp } from '../../test/app';
import { postJson, signIn } from '../../test/flows';
import { addPasskey, browserHeaders, newAuthenticator } from '../../test/passkey-flows';
import type { SoftAuthenticator } from '../../test/soft-authenticator';

/**
 * An account whose only second factor is a passkey steps up with it: before, the passkey was
 * offered as a step-up method whose "code" nothing could match, so no step-up change was possible.
 */
let t: TestApp;
let headers: Record<string, string>;
let authenticator: SoftAuthenticator;
beforeAll(async () => {
  t = await startTestApp();
  // nomfa@ has no second factor: its first passkey needs no step-up, and then is its only one.
  const login = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD });
  headers = browserHeaders(login.json().access_token);
  authenticator = newAuthenticator();
  expect((await addPasskey(t.app, headers, authenticator)).statusCode).toBe(201);
});
afterAll(() => t.close());

const OPTIONS = '/api/mfa/sudo/passkey/options';
const CONFIRM = '/api/mfa/sudo/passkey';
const status = async () => (await t.app.inject({ url: '/api/mfa/status', headers })).json();

/** GET /api/mfa/sudo opens the challenge on the passkey (the only method), then its options. */
async function challenge(h = headers) {
  const opened = await t.app.inject({ url: '/api/mfa/sudo?single=1', headers: h });
  expect(opened.json().method).toMatchObject({ method: 'passkey', target: null });
  const payload: string = opened.json().payload;
  const options = await postJson(t.app, OPTIONS, { payload }, h);
  return { payload, options };
}

describe('a step-up with a passkey', () => {
  it('grants a single-use step-up for the account’s passkey, bound to the challenge, and records its use', async () => {
    expect(await status()).toMatchObject({ sudo: false });
    const { payload, options } = await challenge();
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rpId: 'localhost', allowCredentials: [{ id: authenticator.credentialId }] });
    const granted = await postJson(t.app, CONFIRM, { payload, response: authenticator.get(options.json()) }, headers);
    expect(granted.json()).toEqual({ sudo: true, single: true, expires_in: 300 });
    expect(await status()).toMatchObject({ sudo: true, single: true });
    const passkeys = (await t.app.inject({ url: '/api/passkeys', headers })).json().data;
    expect(passkeys[0].last_used_at).toBe(new Date(t.clock.now()).toISOString());
    // The challenge is finished: its response does not grant again.
    expect((await postJson(t.app, CONFIRM, { payload, response: authenticator.get(options.json()) }, headers)).json().code).toBe('mfa.challenge_expired');

    // The grant allows one change: a second passkey, then the next change asks again.
    expect((await addPasskey(t.app, headers, newAuthenticator())).statusCode).toBe(201);
    expect((await addPasskey(t.app, headers, newAuthenticator())).json().code).toBe('mfa.step_up_required');
  });

  it('refuses another device’s passkey and records the failed second factor; the grant stays off', async () => {
    const { payload, options } = await challenge();
    const stranger = newAuthenticator();
    const refused = await postJson(t.app, CONFIRM, { payload, response: stranger.get(options.json()) }, headers);
    expect(refused.json().code).toBe('passkey.invalid');
    expect(await status()).toMatchObject({ sudo: false });
    const failure = await t.database.db.selectFrom('security_events').select(['method', 'detail']).where('action', '=', 'second_factor_failed').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(failure.method).toBe('passkey');
    expect(JSON.parse(failure.detail ?? '{}')).toMatchObject({ form: 'step_up' });
  });

  it('gives no options for a challenge of another method, of another session, or none', async () => {
    const { payload } = await challenge();
    const stranger = browserHeaders((await postJson(t.app, '/api/token', { username: 'public.links@example.com', password: DEMO_PASSWORD })).json().access_token);
    expect((await postJson(t.app, OPTIONS, { payload }, stranger)).json().code).toBe('mfa.challenge_expired');
    expect((await postJson(t.app, OPTIONS, { payload: 'no-such-payload' }, headers)).json().code).toBe('mfa.challenge_expired');
    expect((await postJson(t.app, OPTIONS, {}, headers)).statusCode).toBe(400);
    expect((await postJson(t.app, OPTIONS, { payload }, browserHeaders())).statusCode).toBe(401);

    // An e-mail challenge is answered by its code, not by a passkey.
    const byEmail = browserHeaders(await signIn(t.app, 'passkey@example.com'));
    const emailChallenge = (await t.app.inject({ url: '/api/mfa/sudo?single=1', headers: byEmail })).json();
    expect(emailChallenge.method.method).toBe('email');
    expect((await postJson(t.app, OPTIONS, { payload: emailChallenge.payload }, byEmail)).json().code).toBe('mfa.method_unavailable');
  });
});
