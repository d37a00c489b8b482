import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, setCookie } from '../../test/flows';
import { grantStepUpTo, HOST, newAuthenticator, registerPasskey, steppedUp } from '../../test/passkey-flows';
import type { SoftAuthenticator, Tamper } from '../../test/soft-authenticator';

let t: TestApp;
let authenticator: SoftAuthenticator;
let passkeyId: number;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  authenticator = newAuthenticator();
  owner = await steppedUp(t);
  passkeyId = await registerPasskey(t.app, owner, authenticator);
});
afterAll(() => t.close());

const OPTIONS = '/api/token/passkey/options';
const SIGN_IN = '/api/token/passkey';

async function signInWith(tamper: Tamper = {}, device = authenticator, headers = { ...deviceHeaders(), host: HOST }) {
  const options = (await postJson(t.app, OPTIONS, undefined, headers)).json();
  const response = await postJson(t.app, SIGN_IN, { response: device.get(options, tamper) }, headers);
  return { options, response, headers };
}

describe('signing in with a passkey, without a password', () => {
  it('offers any discoverable passkey of this host and requires user verification', async () => {
    const { options } = await signInWith();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', timeout: 300_000 });
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('signs the passkey’s account in, with the token and the login cookie', async () => {
    const { response } = await signInWith();
    expect(response.statusCode).toBe(200);
    const token = response.json().access_token;
    expect(setCookie(response)).toContain(`token=${token}`);
    const user = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(user.json().data.email[0].email).toBe('passkey@example.com');
  });

  it('refuses a passkey without user verification: it must stand for password and second factor', async () => {
    const { response } = await signInWith({ userVerified: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('passkey.invalid');
  });

  it('refuses an unknown passkey, a forged signature, another origin and another user handle', async () => {
    expect((await signInWith({}, newAuthenticator())).response.json().code).toBe('passkey.invalid');
    for (const tamper of [{ forgeSignature: true }, { origin: 'http://lu.localhost:8080' }, { userHandle: 'c29tZWJvZHktZWxzZQ' }]) {
      expect((await signInWith(tamper)).response.json().code, JSON.stringify(tamper)).toBe('passkey.invalid');
    }
  });

  it('refuses a response used twice and a challenge from another device', async () => {
    const { options, response, headers } = await signInWith();
    expect(response.statusCode).toBe(200);
    const replay = await postJson(t.app, SIGN_IN, { response: authenticator.get(options) }, headers);
    expect(replay.json().code).toBe('passkey.invalid');

    const issued = (await postJson(t.app, OPTIONS, undefined, { ...deviceHeaders(), host: HOST })).json();
    const elsewhere = await postJson(t.app, SIGN_IN, { response: authenticator.get(issued) }, { ...deviceHeaders(), host: HOST });
    expect(elsewhere.json().code).toBe('passkey.invalid');
  });

  it('refuses a removed passkey', async () => {
    const spare = newAuthenticator();
    await grantStepUpTo(t.database.db, t.clock, owner);
    const id = await registerPasskey(t.app, owner, spare);
    expect((await signInWith({}, spare)).response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, headers: owner })).statusCode).toBe(204);
    expect((await signInWith({}, spare)).response.json().code).toBe('passkey.invalid');
    expect(passkeyId).not.toBe(id);
  });

  it('is not locked by forged responses: the owner still signs in (the IP and daily caps bound them)', async () => {
    const target = newAuthenticator();
    await registerPasskey(t.app, await steppedUp(t), target);
    for (let i = 0; i < 5; i++) expect((await signInWith({ forgeSignature: true }, target)).response.statusCode).toBe(400);
    expect((await signInWith({}, target)).response.statusCode).toBe(200);
  });

  it('refuses hosts that do not serve the portal', async () => {
    const response = await postJson(t.app, OPTIONS, undefined, { ...deviceHeaders(), host: 'evil.example' });
    expect(response.json().code).toBe('passkey.unavailable');
  });
});
