import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { postJson, signIn, stepUpByEmail } from '../../test/flows';
import { addPasskey, browserHeaders, grantStepUpTo, newAuthenticator, steppedUp } from '../../test/passkey-flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const OPTIONS = '/api/passkeys/registration/options';
const REGISTER = '/api/passkeys/registration';
const withoutStepUp = async (username = 'passkey@example.com') => browserHeaders(await signIn(t.app, username));
const signedIn = (username?: string) => steppedUp(t, username);
const list = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/passkeys', headers })).json().data;

describe('adding a passkey', () => {
  it('offers a discoverable credential for this host, bound to the account and excluding its passkeys', async () => {
    const headers = await signedIn('demo@example.com');
    const first = await postJson(t.app, OPTIONS, undefined, headers);
    expect(first.statusCode).toBe(200);
    const options = first.json();
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Voucher account' },
      user: { name: 'demo@example.com', displayName: 'Jan Peeters' },
      timeout: 300_000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    });
    expect(options.challenge).toMatch(/^[\w-]{43}$/);
    expect(options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toEqual([-7, -8, -257]);

    const authenticator = newAuthenticator();
    expect((await postJson(t.app, REGISTER, { response: authenticator.create(options) }, headers)).statusCode).toBe(201);
    const again = (await postJson(t.app, OPTIONS, undefined, headers)).json();
    expect(again.user.id).toBe(options.user.id);
    expect(again.excludeCredentials).toEqual([{ id: authenticator.credentialId, type: 'public-key', transports: ['internal'] }]);
  });

  it('stores the passkey named after the browser, lists it and turns on the passkey method', async () => {
    const headers = { ...(await signedIn()), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' };
    const response = await addPasskey(t.app, headers, newAuthenticator());
    expect(response.statusCode).toBe(201);
    const passkey = response.json().data;
    expect(passkey).toEqual({ id: expect.any(Number), name: 'Chrome on Linux', created_at: new Date(t.clock.now()).toISOString(), last_used_at: null, synced: false });
    expect(await list(headers)).toContainEqual(passkey);
    const methods = (await t.app.inject({ method: 'GET', url: '/api/mfa', headers })).json().data;
    expect(methods).toContainEqual({ id: expect.any(Number), method: 'passkey', target: null, primary: false });
  });

  it('takes a name given with the credential', async () => {
    const response = await addPasskey(t.app, await signedIn(), newAuthenticator(), {}, '  Work laptop ');
    expect(response.json().data.name).toBe('Work laptop');
  });

  it('refuses a response from another origin, for another RP ID or of another type', async () => {
    const headers = await signedIn();
    for (const tamper of [{ origin: 'https://evil.example' }, { origin: 'http://localhost:9999' }, { rpId: 'evil.example' }, { type: 'webauthn.get' }]) {
      const response = await addPasskey(t.app, headers, newAuthenticator(), tamper);
      expect(response.statusCode, JSON.stringify(tamper)).toBe(400);
      expect(response.json()).toEqual({ code: 'passkey.invalid', message: 'The passkey could not be verified. Please try again.' });
    }
  });

  it('refuses a challenge it never issued, a used one and one older than five minutes', async () => {
    const headers = await signedIn();
    const invented = await addPasskey(t.app, headers, newAuthenticator(), { challenge: 'aW52ZW50ZWQtY2hhbGxlbmdlLW9mLTMyLWJ5dGVzLi4u' });
    expect(invented.json().code).toBe('passkey.invalid');

    const options = (await postJson(t.app, OPTIONS, undefined, headers)).json();
    const authenticator = newAuthenticator();
    const response = authenticator.create(options);
    expect((await postJson(t.app, REGISTER, { response }, headers)).statusCode).toBe(201);
    const replay = await postJson(t.app, REGISTER, { response: newAuthenticator().create(options) }, headers);
    expect(replay.json().code).toBe('passkey.invalid');

    const late = (await postJson(t.app, OPTIONS, undefined, headers)).json();
    t.clock.advance(5 * 60_000);
    await grantStepUpTo(t.database.db, t.clock, headers);
    expect((await postJson(t.app, REGISTER, { response: newAuthenticator().create(late) }, headers)).json().code).toBe('passkey.invalid');
  });

  it('refuses a challenge issued to another account or another device', async () => {
    const mine = await signedIn();
    const options = (await postJson(t.app, OPTIONS, undefined, mine)).json();
    const other = await signedIn('demo@example.com');
    expect((await postJson(t.app, REGISTER, { response: newAuthenticator().create(options) }, other)).json().code).toBe('passkey.invalid');

    const again = (await postJson(t.app, OPTIONS, undefined, mine)).json();
    const otherDevice = browserHeaders(mine.authorization?.slice('Bearer '.length));
    expect((await postJson(t.app, REGISTER, { response: newAuthenticator().create(again) }, otherDevice)).json().code).toBe('passkey.invalid');
  });

  it('refuses a credential that is already registered', async () => {
    const headers = await signedIn();
    const authenticator = newAuthenticator();
    expect((await addPasskey(t.app, headers, authenticator)).statusCode).toBe(201);
    const twice = await addPasskey(t.app, headers, authenticator);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('passkey.already_registered');
  });

  it('needs a step-up: checked for the options, spent once by the registration', async () => {
    const headers = await withoutStepUp();
    for (const call of [() => postJson(t.app, OPTIONS, undefined, headers), () => addPasskey(t.app, headers, newAuthenticator())]) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'mfa.step_up_required', message: expect.any(String) });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/passkeys', headers })).statusCode).toBe(200);

    // One single-use grant is one change: the options and the registration together.
    expect((await stepUpByEmail(t.app, headers, 'passkey@example.com')).json()).toMatchObject({ sudo: true, single: true });
    const options = (await postJson(t.app, OPTIONS, undefined, headers)).json();
    // A registration that fails verification changes nothing and leaves the grant.
    expect((await postJson(t.app, REGISTER, { response: newAuthenticator().create(options, { origin: 'https://evil.example' }) }, headers)).json().code).toBe('passkey.invalid');
    expect((await addPasskey(t.app, headers, newAuthenticator())).statusCode).toBe(201);
    const status = (await t.app.inject({ method: 'GET', url: '/api/mfa/status', headers })).json();
    expect(status.sudo).toBe(false);
    expect((await postJson(t.app, OPTIONS, undefined, headers)).json().code).toBe('mfa.step_up_required');
  });

  it('lets an account without a second factor add its first passkey, and asks for a step-up after that', async () => {
    const login = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD });
    const headers = browserHeaders(login.json().access_token);
    const status = async () => (await t.app.inject({ method: 'GET', url: '/api/mfa/status', headers })).json();
    // The status says what the boundary does, so that the web app opens the change rather than a step-up with nothing to pick.
    expect(await status()).toMatchObject({ sudo: true, single: false });
    expect((await addPasskey(t.app, headers, newAuthenticator())).statusCode).toBe(201);
    expect(await status()).toMatchObject({ sudo: false, single: false });
    expect((await postJson(t.app, OPTIONS, undefined, headers)).json().code).toBe('mfa.step_up_required');
  });

  it('needs a session and the device id', async () => {
    expect((await postJson(t.app, OPTIONS, undefined, browserHeaders())).statusCode).toBe(401);
    const { 'x-device-id': _, ...noDevice } = await signedIn();
    expect((await postJson(t.app, OPTIONS, undefined, noDevice)).json().code).toBe('auth.device_id_required');
  });

  it('works on the Luxembourg host with that host as RP ID, and nowhere else', async () => {
    const headers = await signedIn();
    const lu = { ...headers, host: 'lu.localhost:8080' };
    const options = (await postJson(t.app, OPTIONS, undefined, lu)).json();
    expect(options.rp.id).toBe('lu.localhost');
    const response = await postJson(t.app, REGISTER, { response: newAuthenticator().create(options, { origin: 'http://lu.localhost:8080' }) }, lu);
    expect(response.statusCode).toBe(201);

    const elsewhere = await postJson(t.app, OPTIONS, undefined, { ...headers, host: 'evil.example' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ code: 'passkey.unavailable', message: 'Passkeys cannot be used on this address.' });
  });

  it('uses PASSKEY_RP_ID on the hosts under it', async () => {
    const app = await t.withEnv({ PUBLIC_URL: 'https://account.example.be', PASSKEY_RP_ID: 'example.be' });
    const headers = { ...(await signedIn()), host: 'account.example.be' };
    const options = (await postJson(app, OPTIONS, undefined, headers)).json();
    expect(options.rp.id).toBe('example.be');
    const authenticator = newAuthenticator();
    const response = authenticator.create(options, { origin: 'https://account.example.be' });
    expect((await postJson(app, REGISTER, { response }, headers)).statusCode).toBe(201);
  });

  it('refuses malformed responses as invalid input, never with a 500', async () => {
    const headers = await signedIn();
    const options = (await postJson(t.app, OPTIONS, undefined, headers)).json();
    const good = newAuthenticator().create(options);
    const garbage = [
      { response: { ...good, type: 'password' } },
      { response: { ...good, id: 'not base64url!' } },
      { response: { ...good, response: { ...good.response, clientDataJSON: 'bm90IGpzb24' } } },
      { response: { ...good, response: { ...good.response, attestationObject: 'AAAA' } } },
      { response: good, name: '' },
      { response: good, name: 'x'.repeat(65) },
      { response: good, name: 'tab\there' },
    ];
    for (const body of garbage) {
      const response = await postJson(t.app, REGISTER, body, headers);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
  });
});
