import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { sha256 } from '../../lib/tokens';
import { startTestApp, type TestApp } from '../../test/app';
import { postJson, startMfaLogin } from '../../test/flows';
import { browserHeaders, newAuthenticator, registerPasskey, steppedUp } from '../../test/passkey-flows';
import type { SoftAuthenticator, Tamper } from '../../test/soft-authenticator';

let t: TestApp;
let petra: Record<string, string>;
let authenticator: SoftAuthenticator;
beforeAll(async () => {
  t = await startTestApp();
  petra = await steppedUp(t);
  authenticator = newAuthenticator();
  await registerPasskey(t.app, petra, authenticator);
});
afterAll(() => t.close());
// Every request of the flow takes a point per IP; the tests all come from one address.
beforeEach(async () => {
  await t.database.db.deleteFrom('rate_limits').execute();
});

// passkey@example.com: e-mail and passkeys, so after an e-mailed code the passkey is the only factor left.
const USERNAME = 'passkey@example.com';
const OPTIONS = '/api/user/reset-password/mfa/passkey/options';
const CONFIRM = '/api/user/reset-password/mfa/passkey';
type Headers = Record<string, string>;

async function newestOutboxId(to: string): Promise<number> {
  return (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data[0]?.id ?? 0;
}
/** The code goes out after the answer: wait for one newer than `afterId`. */
async function codeAfter(to: string, afterId: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const newest = (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data[0];
    const code = newest && newest.id > afterId ? newest.text.match(/\b\d{8}\b/)?.[0] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No new code for ${to}`);
}

/** The reset's code step ended by the e-mailed code, on the tests' browser: the second-factor step. */
async function factorStep(headers: Headers = browserHeaders()) {
  const before = await newestOutboxId(USERNAME);
  const started = await postJson(t.app, '/api/user/forgot-password', { email: USERNAME }, headers);
  const code = await codeAfter(USERNAME, before);
  const confirmed = await postJson(t.app, '/api/user/forgot-password/confirm', { payload: started.json().payload, code }, headers);
  expect(confirmed.statusCode).toBe(200);
  const step = confirmed.json() as { payload: string; second_factor: { methods: { id: number; method: string }[] } | null };
  return { headers, payload: step.payload, methods: step.second_factor?.methods ?? [] };
}

/** Options, then the authenticator's answer (tampered as asked) on one step. */
async function proveWith(step: { payload: string; headers: Headers }, device = authenticator, tamper: Tamper = {}) {
  const options = (await postJson(t.app, OPTIONS, { payload: step.payload }, step.headers)).json();
  return postJson(t.app, CONFIRM, { payload: step.payload, response: device.get(options, tamper) }, step.headers);
}

const guessesLeft = async (payload: string) =>
  (await t.database.db.selectFrom('verifications').select('guesses_left').where('id', '=', sha256(payload)).executeTakeFirstOrThrow()).guesses_left;

describe('a passkey as the second factor of a reset', () => {
  it('is the factor offered after an e-mailed code, with options limited to the account’s passkeys', async () => {
    const step = await factorStep();
    expect(step.methods).toEqual([{ id: expect.any(Number), method: 'passkey', target: null, primary: false }]);
    const options = await postJson(t.app, OPTIONS, { payload: step.payload }, step.headers);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      rpId: 'localhost',
      userVerification: 'preferred',
      allowCredentials: [{ id: authenticator.credentialId, type: 'public-key' }],
    });
  });

  it('opens the password step like a confirmed code and records the passkey’s use', async () => {
    const step = await factorStep();
    const proven = await proveWith(step);
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toEqual({ payload: expect.any(String), second_factor: null });
    const passkeys = (await t.app.inject({ url: '/api/passkeys', headers: petra })).json().data;
    expect(passkeys[0].last_used_at).toBe(new Date(t.clock.now()).toISOString());
  });

  it('works once: the spent payload takes neither a passkey nor a code again', async () => {
    const step = await factorStep();
    const options = (await postJson(t.app, OPTIONS, { payload: step.payload }, step.headers)).json();
    const again = (await postJson(t.app, OPTIONS, { payload: step.payload }, step.headers)).json();
    expect((await postJson(t.app, CONFIRM, { payload: step.payload, response: authenticator.get(options) }, step.headers)).statusCode).toBe(200);
    expect((await postJson(t.app, CONFIRM, { payload: step.payload, response: authenticator.get(again) }, step.headers)).json().code).toBe('password_reset.expired');
    expect((await postJson(t.app, OPTIONS, { payload: step.payload }, step.headers)).json().code).toBe('password_reset.expired');
    expect((await postJson(t.app, '/api/user/reset-password/mfa/confirm', { payload: step.payload, code: '12345678' }, step.headers)).json().code).toBe('password_reset.expired');
  });

  it('lets one of 20 parallel confirmations of one step through', async () => {
    const step = await factorStep();
    const responses: ReturnType<SoftAuthenticator['get']>[] = [];
    for (let i = 0; i < 5; i++) responses.push(authenticator.get((await postJson(t.app, OPTIONS, { payload: step.payload }, step.headers)).json()));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postJson(t.app, CONFIRM, { payload: step.payload, response: responses[i % 5] }, step.headers)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 400 || a.statusCode === 429)).toBe(true);
  });

  it('refuses a passkey of another account, and counts it', async () => {
    const jan = newAuthenticator();
    await registerPasskey(t.app, await steppedUp(t, 'demo@example.com'), jan);
    const step = await factorStep();
    const refused = await proveWith(step, jan);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('passkey.invalid');
    expect(await guessesLeft(step.payload)).toBe(4);
    expect((await proveWith(step)).statusCode).toBe(200);
  });

  it('refuses a removed passkey, and counts it', async () => {
    const spare = newAuthenticator();
    const id = await registerPasskey(t.app, petra, spare);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, headers: petra })).statusCode).toBe(204);
    const step = await factorStep();
    expect((await proveWith(step, spare)).json().code).toBe('passkey.invalid');
    expect(await guessesLeft(step.payload)).toBe(4);
  });

  it('refuses the challenge of another reset, of a login, or none at all, and counts each', async () => {
    const step = await factorStep();
    const other = await factorStep(step.headers);
    const otherOptions = (await postJson(t.app, OPTIONS, { payload: other.payload }, other.headers)).json();
    expect((await postJson(t.app, CONFIRM, { payload: step.payload, response: authenticator.get(otherOptions) }, step.headers)).json().code).toBe('passkey.invalid');
    const login = await startMfaLogin(t.app, USERNAME, step.headers);
    const loginOptions = (await postJson(t.app, '/api/token/mfa/passkey/options', { payload: login.payload }, login.headers)).json();
    expect((await postJson(t.app, CONFIRM, { payload: step.payload, response: authenticator.get(loginOptions) }, step.headers)).json().code).toBe('passkey.invalid');
    const forged = await proveWith(step, authenticator, { challenge: Buffer.from('never issued').toString('base64url') });
    expect(forged.json().code).toBe('passkey.invalid');
    expect(await guessesLeft(step.payload)).toBe(2);
  });

  it('locks the step after five failures, codes and passkeys alike', async () => {
    const step = await factorStep();
    for (let i = 0; i < 5; i++) expect((await proveWith(step, authenticator, { forgeSignature: true })).json().code).toBe('passkey.invalid');
    expect((await postJson(t.app, OPTIONS, { payload: step.payload }, step.headers)).statusCode).toBe(429);
    const late = await postJson(t.app, CONFIRM, { payload: step.payload, response: authenticator.get({ challenge: 'AAAA', rpId: 'localhost' }) }, step.headers);
    expect(late.statusCode).toBe(429);
  });

  it('refuses another device, a step at another stage, bad input and a host that is not the portal’s', async () => {
    const step = await factorStep();
    expect((await postJson(t.app, OPTIONS, { payload: step.payload }, browserHeaders())).json().code).toBe('password_reset.expired');
    const bad = await postJson(t.app, CONFIRM, { payload: step.payload, response: { id: 'x' } }, step.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation.invalid');
    expect((await postJson(t.app, OPTIONS, { payload: step.payload }, { ...step.headers, host: 'evil.example' })).json().code).toBe('passkey.unavailable');
    const before = await newestOutboxId(USERNAME);
    const started = await postJson(t.app, '/api/user/forgot-password', { email: USERNAME }, step.headers);
    expect((await postJson(t.app, OPTIONS, { payload: started.json().payload }, step.headers)).json().code).toBe('password_reset.expired');
    // Its code goes out after the answer: waited for here, it cannot pass for the next test's code.
    await codeAfter(USERNAME, before);
  });

  it('is unavailable once every passkey is removed, though the step offered it', async () => {
    const step = await factorStep();
    const passkeys: { id: number }[] = (await t.app.inject({ url: '/api/passkeys', headers: petra })).json().data;
    for (const p of passkeys) await t.app.inject({ method: 'DELETE', url: `/api/passkeys/${p.id}`, headers: petra });
    const answer = await postJson(t.app, OPTIONS, { payload: step.payload }, step.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('mfa.method_unavailable');
  });

  // Last: the reset ends every session of the account, the one that registered the passkeys too.
  it('leads to a new password that signs in', async () => {
    const device = newAuthenticator();
    await registerPasskey(t.app, petra, device);
    const step = await factorStep();
    const proven = await proveWith(step, device);
    const password = 'Quartz-Meadow-73!';
    const reset = await postJson(t.app, '/api/user/reset-password', { payload: proven.json().payload, password, password_confirmation: password }, step.headers);
    expect(reset.statusCode).toBe(200);
    expect((await postJson(t.app, '/api/token', { username: USERNAME, password }, browserHeaders())).json().mfa.methods).toHaveLength(2);
    expect((await postJson(t.app, '/api/token', { username: USERNAME, password: DEMO_PASSWORD }, browserHeaders())).json().mfa).toBeUndefined();
  });
});
