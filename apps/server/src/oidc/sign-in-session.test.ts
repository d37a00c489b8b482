import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { DEMO_PASSWORD } from '../demo/seed';
import { deviceHeaders, postJson, signIn } from '../test/flows';
import { answerLogout, authorizeAndApprove, browse, CookieJar, get, partnerRequest, PARTNER, signedInJar, tokenRequest } from '../test/oauth';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
const FIRST_PARTY = { clientId: '51', secret: 'voucher-holder-secret', redirectUri: 'http://localhost:8003/callback' };

describe('single sign-on with the portal session', () => {
  it('lets first-party client 51 through without a consent screen', async () => {
    const token = await signIn(t.app);
    const request = partnerRequest({ client_id: FIRST_PARTY.clientId, redirect_uri: FIRST_PARTY.redirectUri, scope: 'openid profile user' });
    const stop = await browse(t.app, signedInJar(token), request.path);
    expect(stop.kind).toBe('app');
    const code = new URL(stop.location).searchParams.get('code') ?? '';
    const tokens = await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: FIRST_PARTY.redirectUri, code_verifier: request.verifier }, FIRST_PARTY);
    const claims = (await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${tokens.json().access_token}` } })).json();
    expect(claims).toMatchObject({ user_id: 1001, given_name: 'Jan' });
  });

  it('asks a signed-in person again for a partner only when it wants more than was approved', async () => {
    const token = await signIn(t.app);
    await authorizeAndApprove(t.app, token, { scope: 'openid email' });
    expect((await browse(t.app, signedInJar(token), partnerRequest({ scope: 'openid email' }).path)).kind).toBe('app');
    expect((await browse(t.app, signedInJar(token), partnerRequest({ scope: 'openid email balance' }).path)).kind).toBe('approve');
  });

  it('asks for a login again once the person has logged out of the portal', async () => {
    const token = await signIn(t.app);
    const { jar } = await authorizeAndApprove(t.app, token);
    expect((await browse(t.app, jar, partnerRequest().path)).kind).toBe('app');
    await t.app.inject({ method: 'DELETE', url: '/api/token', headers: { ...deviceHeaders(), authorization: `Bearer ${token}` } });
    expect((await browse(t.app, jar, partnerRequest().path)).kind).toBe('login');
  });

  it('follows the portal when another person signs in in the same browser', async () => {
    const jan = await signIn(t.app);
    const { jar } = await authorizeAndApprove(t.app, jan, { client_id: '51', redirect_uri: FIRST_PARTY.redirectUri });
    const nora = (await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD })).json().access_token;
    jar.cookies.set('token', nora);
    const request = partnerRequest({ client_id: FIRST_PARTY.clientId, redirect_uri: FIRST_PARTY.redirectUri });
    let stop = await browse(t.app, jar, request.path);
    // The provider logs its own session out with an automatic form, then resumes.
    if (stop.kind === 'page') {
      const form = stop.response.body;
      const action = form.match(/action="([^"]+)"/)?.[1] ?? '';
      const xsrf = form.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';
      const posted = await t.app.inject({ method: 'POST', url: new URL(action).pathname, headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' }, payload: `xsrf=${xsrf}&logout=yes` });
      jar.store(posted);
      stop = await browse(t.app, jar, new URL(posted.headers.location as string).pathname);
    }
    expect(stop.kind).toBe('app');
    const code = new URL(stop.location).searchParams.get('code') ?? '';
    const tokens = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: FIRST_PARTY.redirectUri, code_verifier: request.verifier }, FIRST_PARTY)).json();
    const claims = (await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
    expect(claims.given_name).toBe('Nora');
    expect((await profile(nora)).statusCode).toBe(200);
  });

  it('asks for the password again on prompt=login without ending the portal session', async () => {
    // A session begun in the same second as the request, before it: the provider stamps the
    // request in whole seconds, so this is the case a millisecond comparison let through.
    t.clock.advance(Math.floor(Date.now() / 1000) * 1000 + 999 - t.clock.now());
    const token = await signIn(t.app);
    const jar = signedInJar(token);
    const request = partnerRequest({ client_id: FIRST_PARTY.clientId, redirect_uri: FIRST_PARTY.redirectUri, scope: 'openid', prompt: 'login' });
    const login = await browse(t.app, jar, request.path);
    expect(login.kind).toBe('login');
    expect((await profile(token)).statusCode).toBe(200);
    expect(jar.cookies.get('token')).toBe(token);

    // The password (and second factor) again: this authorization finishes, the old session lives on.
    t.clock.advance(Date.now() + 1000 - t.clock.now());
    const fresh = await signIn(t.app);
    jar.cookies.set('token', fresh);
    const done = await browse(t.app, jar, new URL(login.location, 'http://localhost').searchParams.get('redirect') ?? '');
    expect(done.kind).toBe('app');
    const code = new URL(done.location).searchParams.get('code') ?? '';
    const tokens = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: FIRST_PARTY.redirectUri, code_verifier: request.verifier }, FIRST_PARTY)).json();
    const { auth_time: authTime } = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString());
    expect(authTime).toBe(Math.floor(t.clock.now() / 1000));
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('asks for the password again only when the sign-in is older than max_age', async () => {
    const token = await signIn(t.app);
    const jar = signedInJar(token);
    const first = { client_id: FIRST_PARTY.clientId, redirect_uri: FIRST_PARTY.redirectUri, scope: 'openid' };
    expect((await browse(t.app, jar, partnerRequest({ ...first, max_age: '300' }).path)).kind).toBe('app');
    t.clock.advance(10 * 60 * 1000);
    expect((await browse(t.app, signedInJar(token), partnerRequest({ ...first, max_age: '300' }).path)).kind).toBe('login');
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('finishes the login with a session made after the request, whatever prompt=login asked', async () => {
    const jar = new CookieJar();
    const login = await browse(t.app, jar, partnerRequest({ prompt: 'login', scope: 'openid' }).path);
    expect(login.kind).toBe('login');
    // The provider stamps the request with the wall clock; the portal's test clock must not lag it.
    t.clock.advance(Date.now() + 1000 - t.clock.now());
    jar.cookies.set('token', await signIn(t.app));
    const interaction = new URL(login.location, 'http://localhost').searchParams.get('redirect') ?? '';
    expect(['approve', 'app']).toContain((await browse(t.app, jar, interaction)).kind);
  });

  it('shows the expiry page for an interaction of another browser', async () => {
    const stop = await browse(t.app, new CookieJar(), partnerRequest().path);
    const interaction = new URL(stop.location, 'http://localhost').searchParams.get('redirect') ?? '';
    const elsewhere = await get(t.app, signedInJar(await signIn(t.app)), interaction);
    expect(elsewhere.statusCode).toBe(303);
    expect(elsewhere.headers.location).toBe('/oauth-error?reason=expired');
  });
});

describe('RP-initiated logout', () => {
  it('asks for confirmation, logs the person out of the portal and returns to the registered address', async () => {
    const token = await signIn(t.app);
    const { code, verifier, jar } = await authorizeAndApprove(t.app, token);
    const { id_token: idToken } = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json();
    const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://localhost:9999/logged-out', state: 'bye' });
    const page = await get(t.app, jar, `/oauth/session/end?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Do you want to sign out of your account?');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:9999");
    const confirmed = await answerLogout(t.app, jar, page);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('http://localhost:9999/logged-out?state=bye');
    expect(String(confirmed.headers['set-cookie'])).toMatch(/(^|,|\n)\s*token=;/);
    expect((await profile(token)).statusCode).toBe(401);
  });
});
