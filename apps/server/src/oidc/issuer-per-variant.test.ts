import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '@portal/contract/variants';
import { addClient } from '../modules/clients';
import { startTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/flows';
import { browse, decide, inProcessFetch, PARTNER, signedInJar } from '../test/oauth';

/**
 * Each variant is an issuer of its own (issue 35): a strict relying party (openid-client 6, which
 * refuses a discovery document naming another issuer than the one it asked) signs in on either host.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
});
afterAll(() => t.close());

const hostOf = (variant: Variant) => new URL(t.config.publicUrls[variant]).host;

async function discover(variant: Variant, partner: { clientId: string; secret: string } = PARTNER) {
  return client.discovery(new URL(t.config.publicUrls[variant]), partner.clientId, partner.secret, undefined, {
    execute: [client.allowInsecureRequests],
    [client.customFetch]: inProcessFetch(t.app),
  });
}

/** The browser's part of the code flow on the variant's host, approving if asked: answers the callback URL. */
async function frontChannel(variant: Variant, authorizationUrl: URL): Promise<URL> {
  const host = hostOf(variant);
  expect(authorizationUrl.host).toBe(host);
  const jar = signedInJar(token);
  let stop = await browse(t.app, jar, authorizationUrl.pathname + authorizationUrl.search, host);
  if (stop.kind === 'approve') {
    const decided = await decide(t.app, token, stop.location, true, host);
    stop = await browse(t.app, jar, decided.json().target, host);
  }
  if (stop.kind !== 'app') throw new Error(`Expected the app's callback, got ${stop.kind} ${stop.location}`);
  return new URL(stop.location);
}

/** The partner's authorization request with PKCE, state and nonce, as openid-client builds it. */
async function authorizationRequest(config: client.Configuration, scope: string, redirectUri = PARTNER.redirectUri) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, verifier, state, nonce };
}

async function signInThrough(variant: Variant) {
  const config = await discover(variant);
  const { url, verifier, state, nonce } = await authorizationRequest(config, 'openid profile email');
  const callback = await frontChannel(variant, url);
  const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
  return { config, tokens, callback };
}

describe('an issuer per variant', () => {
  it('publishes each host’s own issuer and endpoints', async () => {
    for (const variant of ['be', 'lu'] as const) {
      const metadata = (await t.app.inject({ url: '/.well-known/openid-configuration', headers: { host: hostOf(variant) } })).json();
      expect(metadata.issuer).toBe(t.config.publicUrls[variant]);
      expect(metadata.token_endpoint).toBe(`${t.config.publicUrls[variant]}/oauth/token`);
      const oauthMetadata = (await t.app.inject({ url: '/.well-known/oauth-authorization-server', headers: { host: hostOf(variant) } })).json();
      expect(oauthMetadata.issuer).toBe(t.config.publicUrls[variant]);
    }
    expect(t.config.publicUrls.lu).not.toBe(t.config.publicUrls.be);
  });

  it.each(['be', 'lu'] as const)('lets openid-client discover the %s issuer strictly and sign in with the code flow', async (variant) => {
    const { config, tokens, callback } = await signInThrough(variant);
    expect(callback.searchParams.get('iss')).toBe(t.config.publicUrls[variant]);
    const claims = tokens.claims();
    expect(claims).toMatchObject({ iss: t.config.publicUrls[variant], aud: PARTNER.clientId, sub: expect.stringMatching(/^\d+$/) });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
    expect(userinfo.email).toBe('demo@example.com');
  });

  it('shows the sign-in screens of the issuer’s variant: the login page is on its host', async () => {
    const { url } = await authorizationRequest(await discover('lu'), 'openid');
    const stop = await browse(t.app, signedInJar(''), url.pathname + url.search, hostOf('lu'));
    expect(stop.kind).toBe('login');
    // A path on the host the browser is on: the Luxembourg host serves the Luxembourg screens.
    expect(stop.location).toMatch(/^\/login\//);
  });

  it('refuses one issuer’s code and tokens at the other', async () => {
    const { tokens } = await signInThrough('lu');
    const be = await discover('be');
    await expect(client.fetchUserInfo(be, tokens.access_token, client.skipSubjectCheck)).rejects.toThrow();
    const introspected = await client.tokenIntrospection(be, tokens.access_token);
    expect(introspected.active).toBe(false);

    const { url, verifier } = await authorizationRequest(await discover('lu'), 'openid');
    const callback = await frontChannel('lu', url);
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        host: hostOf('be'),
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${PARTNER.clientId}:${PARTNER.secret}`).toString('base64')}`,
      },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code: callback.searchParams.get('code') ?? '', redirect_uri: PARTNER.redirectUri, code_verifier: verifier }).toString(),
    });
    expect(exchanged.statusCode).toBe(400);
    expect(exchanged.json().error).toBe('invalid_grant');
  });

  it('knows a client registered for one variant on that issuer only', async () => {
    const redirectUri = 'http://localhost:9999/lu-only';
    const added = await addClient(t.database.db, { name: 'Luxembourg only', redirectUris: [redirectUri], variants: ['lu'] });
    const partner = { clientId: added.clientId, secret: added.secret ?? '' };
    expect((await discover('lu', partner)).clientMetadata().client_id).toBe(partner.clientId);
    const { url } = await authorizationRequest(await discover('be', partner), 'openid', redirectUri);
    const stop = await browse(t.app, signedInJar(token), url.pathname + url.search, hostOf('be'));
    expect(stop.kind).toBe('error');
    const grant = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host: hostOf('be'), 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${partner.clientId}:${partner.secret}`).toString('base64')}` },
      payload: 'grant_type=refresh_token&refresh_token=x',
    });
    expect(grant.json().error).toBe('invalid_client');
  });
});
