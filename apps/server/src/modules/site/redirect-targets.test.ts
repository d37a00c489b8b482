import { safeRedirect } from '@portal/contract/redirect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, signIn } from '../../test/flows';
import { authorizeAndApprove, browse, get, partnerRequest, PARTNER, signedInJar, tokenRequest } from '../../test/oauth';

/**
 * Every parameter that names where a browser goes next, through the server: the SPA's `redirect`
 * targets (login, MFA, set-up, recovery, merge, step-up) are judged by the one redirect check with
 * the origins /api/config lists; the partner's redirect_uri and post_logout_redirect_uri by the
 * client's registration. (/federation/start?redirect=: federation.test.ts; the hand-over's page:
 * the web app's hashLogin.test.ts.)
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://localhost:8094' });
  token = await signIn(t.app);
});
afterAll(() => t.close());

const configOn = async (app: TestApp['app'], host: string) => (await app.inject({ url: '/api/config', headers: { host } })).json();

const PORTAL_BE = ['http://localhost:8094', 'http://client.localhost:8094', 'http://deals.localhost:8094', 'http://fridom.localhost:8094', 'http://my.localhost:8094', 'http://myup.localhost:8094'];
const PORTAL_LU = ['http://lu.localhost:8094', 'http://client.lu.localhost:8094', 'http://fridom.lu.localhost:8094', 'http://my.lu.localhost:8094', 'http://myup.lu.localhost:8094'];

/** Targets that must not leave the portal (at localhost:8094) or its partner sites. */
const hostileTargets = [
  'http://evil.localhost:8094/',
  'http://EVIL.localhost:8094/',
  'HTTP://EVIL.LOCALHOST:8094/',
  'http://evil.lu.localhost:8094/',
  'http://localhost.evil.com/',
  'http://localhost:8094.evil.com/',
  'http://client.localhost:8094.evil.com/',
  'http://client.localhost:9999/',
  'https://client.localhost:8094/',
  'http://localhost:8094@evil.com/',
  'https://portal@evil.com',
  'http://client.localhost:8094\\@evil.com/',
  'http://client.localhost:8094%5C@evil.com/',
  '/\\evil.com',
  '\\\\evil.com',
  '//evil.com',
  '//EVIL.COM',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  '%5C%5Cevil.com',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '/%00',
  '/profile\u0000',
  'http://client.localhost:8094%00.evil.com/',
];

describe('the origins the SPA may redirect to (/api/config redirectOrigins)', () => {
  it('are the portal’s hosts of both variants and their partner sites, whichever host asks', async () => {
    for (const host of ['localhost:8094', 'lu.localhost:8094', 'evil.example:8094', 'evil.localhost:8094']) {
      expect([...(await configOn(t.app, host)).redirectOrigins].sort(), host).toEqual([...PORTAL_BE, ...PORTAL_LU].sort());
    }
  });

  it('take the configured partner sites in place of the defaults', async () => {
    const app = await t.withEnv({ PARTNER_SITES_BE: 'myup=https://www.myup.example/be', PARTNER_SITES_LU: 'clientarea=https://client.example.lu/' });
    const origins: string[] = (await configOn(app, 'localhost:8094')).redirectOrigins;
    expect(origins).toEqual(expect.arrayContaining(['https://www.myup.example', 'https://client.example.lu', 'http://myup.lu.localhost:8094', 'http://client.localhost:8094']));
    expect(origins).not.toContain('http://myup.localhost:8094');
    expect(origins).not.toContain('http://client.lu.localhost:8094');
  });

  it.each(['localhost:8094', 'lu.localhost:8094'])('let the one redirect check, on %s, keep the known hosts', async (host) => {
    const scope = { origin: `http://${host}`, known: (await configOn(t.app, host)).redirectOrigins };
    const kept: Record<string, string> = {
      '/profile': '/profile',
      'http://client.localhost:8094/x?y=1': 'http://client.localhost:8094/x?y=1',
      'http://lu.localhost:8094/user/dashboard': 'http://lu.localhost:8094/user/dashboard',
      'http://my.lu.localhost:8094/': 'http://my.lu.localhost:8094/',
      'http://deals.localhost:8094': 'http://deals.localhost:8094/',
      'http://LOCALHOST:8094/security': 'http://localhost:8094/security',
    };
    for (const [target, sent] of Object.entries(kept)) expect(safeRedirect(target, scope), target).toBe(sent);
  });

  it.each(hostileTargets)('let the one redirect check refuse %j on either variant', async (target) => {
    for (const host of ['localhost:8094', 'lu.localhost:8094']) {
      const scope = { origin: `http://${host}`, known: (await configOn(t.app, host)).redirectOrigins };
      expect(safeRedirect(target, scope)).toBe('/user/dashboard');
    }
  });
});

/** Look-alikes of the demo partner's registered http://localhost:9999/callback. */
const hostileRedirectUris = [
  'http://evil.localhost:9999/callback',
  'http://localhost:9999.evil.com/callback',
  'http://localhost:9999@evil.com/callback',
  'http://evil.com\\@localhost:9999/callback',
  'http://localhost:9999\\evil.com/callback',
  '//evil.com/callback',
  '%2F%2Fevil.com%2Fcallback',
  'http%3A%2F%2Flocalhost%3A9999%2Fcallback',
  'http://localhost:9999%2Fcallback',
  'http://localhost:9999/callback%00',
  'http://localhost:9999/callback%5C',
  'javascript:alert(1)//http://localhost:9999/callback',
  'HTTP://LOCALHOST:9999/CALLBACK',
  'http://localhost:9999/Callback',
  'http://localhost:8094/callback',
];

describe('a partner’s redirect_uri, held to its registration', () => {
  it.each(hostileRedirectUris)('GET /api/authorize (the /partner screen) refuses %j', async (redirectUri) => {
    const query = new URLSearchParams({ client_id: PARTNER.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid' });
    const response = await t.app.inject({ url: `/api/authorize?${query}`, headers: { ...deviceHeaders(), authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('oauth.invalid_client');
  });

  it.each(hostileRedirectUris)('the provider sends the browser to its error page, not to %j', async (redirectUri) => {
    const stop = await browse(t.app, signedInJar(token), partnerRequest({ redirect_uri: redirectUri }).path);
    expect(stop.kind).toBe('error');
    // The app is registered: its id goes along so that the page can name it.
    expect(stop.location).toBe(`/oauth-error?reason=configuration&client=${PARTNER.clientId}`);
  });

  it('the registered one passes', async () => {
    const query = new URLSearchParams({ client_id: PARTNER.clientId, redirect_uri: PARTNER.redirectUri, response_type: 'code', scope: 'openid' });
    const response = await t.app.inject({ url: `/api/authorize?${query}`, headers: { ...deviceHeaders(), authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
  });
});

describe('a partner’s post_logout_redirect_uri, held to its registration', () => {
  it('sends the browser nowhere but a registered address', async () => {
    const { code, verifier, jar } = await authorizeAndApprove(t.app, token);
    const { id_token: idToken } = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json();
    for (const target of ['http://evil.localhost:9999/logged-out', 'http://localhost:9999@evil.com/logged-out', '//evil.com', 'javascript:alert(1)', 'HTTP://LOCALHOST:9999/LOGGED-OUT']) {
      const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: target, state: 'bye' });
      const page = await get(t.app, jar, `/oauth/session/end?${query}`);
      expect(page.statusCode, target).toBe(303);
      expect(page.headers.location, target).toBe(`/oauth-error?reason=configuration&client=${PARTNER.clientId}`);
    }
  });
});
