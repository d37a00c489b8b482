import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/flows';
import { authorizeAndApprove, browse, CookieJar, decide, partnerRequest, PARTNER, signedInJar, tokenRequest } from '../test/oauth';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
});
afterAll(() => t.close());

const exchange = (code: string, verifier: string, auth: 'basic' | 'post' = 'basic', redirectUri = PARTNER.redirectUri) =>
  tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }, PARTNER, auth);
const userinfo = (accessToken: string) => t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${accessToken}` } });

describe('discovery and keys', () => {
  it('publishes the metadata with PUBLIC_URL as issuer, code flow only (and client_credentials for machine clients), S256 only and no symmetric algorithms', async () => {
    const metadata = (await t.app.inject({ url: '/.well-known/openid-configuration' })).json();
    expect(metadata).toMatchObject({
      issuer: t.config.publicUrl,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
      id_token_signing_alg_values_supported: ['ES256', 'RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access', 'balance', 'userwrite']));
    const oauthMetadata = (await t.app.inject({ url: '/.well-known/oauth-authorization-server' })).json();
    expect(oauthMetadata.issuer).toBe(t.config.publicUrl);
  });

  it('serves public keys only: one EC P-256 and one RSA key', async () => {
    const { keys } = (await t.app.inject({ url: '/oauth/jwks' })).json() as { keys: Record<string, string>[] };
    expect(keys.map((k) => [k.kty, k.alg])).toEqual([['EC', 'ES256'], ['RSA', 'RS256']]);
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });
});

describe('the authorization code flow', () => {
  it('gives a signed-in person who approves a code, then tokens, a verified ID token and userinfo', async () => {
    const { code, verifier, nonce, state, callback } = await authorizeAndApprove(t.app, token);
    expect(callback.get('state')).toBe(state);
    expect(callback.get('iss')).toBe(t.config.publicUrl);

    const response = await exchange(code, verifier);
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 600, scope: 'openid profile email' });
    expect(tokens.refresh_token).toBeUndefined();

    const jwks = createLocalJWKSet((await t.app.inject({ url: '/oauth/jwks' })).json());
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, jwks, { issuer: t.config.publicUrl, audience: PARTNER.clientId });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: expect.stringMatching(/^\d+$/), nonce });

    const claims = (await userinfo(tokens.access_token)).json();
    expect(claims).toEqual({
      sub: payload.sub,
      name: 'Jan Peeters',
      given_name: 'Jan',
      family_name: 'Peeters',
      locale: 'nl',
      email: 'demo@example.com',
      email_verified: true,
    });
  });

  it('accepts client_secret_post as well, and refuses a wrong secret', async () => {
    const first = await authorizeAndApprove(t.app, token);
    expect((await exchange(first.code, first.verifier, 'post')).statusCode).toBe(200);
    const second = await authorizeAndApprove(t.app, token);
    const wrong = await tokenRequest(t.app, { grant_type: 'authorization_code', code: second.code, redirect_uri: PARTNER.redirectUri, code_verifier: second.verifier }, { ...PARTNER, secret: 'not-the-secret' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
  });

  it('makes codes that expire after a minute', async () => {
    const { code } = await authorizeAndApprove(t.app, token);
    const rows = await t.database.db.selectFrom('oidc_payloads').select(['id', 'expires_at']).where('model', '=', 'AuthorizationCode').execute();
    const row = rows.find((r) => r.id === code);
    expect((row?.expires_at ?? 0) - Date.now()).toBeGreaterThan(50_000);
    expect((row?.expires_at ?? 0) - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('refuses a replayed code and revokes the tokens the first exchange issued', async () => {
    const { code, verifier } = await authorizeAndApprove(t.app, token);
    const first = (await exchange(code, verifier)).json();
    expect((await userinfo(first.access_token)).statusCode).toBe(200);
    const replay = await exchange(code, verifier);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    expect((await userinfo(first.access_token)).statusCode).toBe(401);
  });

  it('refuses a code at another redirect_uri than the one it was issued for', async () => {
    const { code, verifier } = await authorizeAndApprove(t.app, token);
    const response = await exchange(code, verifier, 'basic', 'http://127.0.0.1:9999/callback');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('refuses a code with the wrong PKCE verifier', async () => {
    const { code } = await authorizeAndApprove(t.app, token);
    expect((await exchange(code, 'x'.repeat(43))).json().error).toBe('invalid_grant');
  });
});

describe('the authorization request', () => {
  it("sends the browser to the portal's error page instead of to an unregistered redirect_uri", async () => {
    const request = partnerRequest({ redirect_uri: 'http://localhost:9999/elsewhere' });
    const stop = await browse(t.app, signedInJar(token), request.path);
    expect(stop.kind).toBe('error');
    expect(stop.response.statusCode).toBe(303);
    // The app is registered: its id goes along so that the page can name it.
    expect(stop.location).toBe(`/oauth-error?reason=configuration&client=${PARTNER.clientId}`);
    expect(stop.response.headers['cache-control']).toBe('no-store');
  });

  it('does the same for an unknown client, echoing nothing of the request', async () => {
    const request = partnerRequest({ client_id: '<script>alert(1)</script>', state: '"><img src=x>' });
    const response = await t.app.inject({ url: request.path, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/oauth-error?reason=configuration');
    expect(response.body).not.toMatch(/script|img/);
  });

  it('refuses the plain PKCE method and a request without PKCE, back at the app', async () => {
    const requests: Record<string, string>[] = [{ code_challenge_method: 'plain' }, { code_challenge: '', code_challenge_method: '', nonce: '' }];
    for (const extra of requests) {
      const stop = await browse(t.app, signedInJar(token), partnerRequest(extra).path);
      expect(stop.kind).toBe('app');
      expect(new URL(stop.location).searchParams.get('error')).toBe('invalid_request');
    }
  });

  it('refuses implicit and hybrid response types', async () => {
    const stop = await browse(t.app, signedInJar(token), partnerRequest({ response_type: 'code id_token' }).path);
    // A hybrid request's error goes back in the fragment, as its response mode would.
    expect(new URLSearchParams(new URL(stop.location).hash.slice(1)).get('error')).toBe('unsupported_response_type');
  });

  it('sends an anonymous person to the SPA login, remembering the interaction, client_id and redirect_uri', async () => {
    const stop = await browse(t.app, new CookieJar(), partnerRequest().path);
    expect(stop.kind).toBe('login');
    const redirect = new URL(stop.location, 'http://localhost').searchParams.get('redirect') ?? '';
    expect(redirect).toMatch(/^\/oauth\/interaction\/[\w-]+\?/);
    const remembered = new URL(redirect, 'http://localhost').searchParams;
    expect(remembered.get('client_id')).toBe('demo-partner');
    expect(remembered.get('redirect_uri')).toBe(PARTNER.redirectUri);
  });

  it('returns access_denied with the state to the app when the person refuses', async () => {
    const request = partnerRequest({ scope: 'openid balance' });
    const jar = signedInJar(token);
    const approve = await browse(t.app, jar, request.path);
    expect(approve.kind).toBe('approve');
    const refused = await decide(t.app, token, approve.location, false);
    const stop = await browse(t.app, jar, refused.json().target);
    const params = new URL(stop.location).searchParams;
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe(request.state);
  });
});
