import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import type { TestApp } from '../../test/app';
import { postJson } from '../../test/flows';
import { CookieJar } from '../../test/oauth';
import { callbackWith as callbackOf, loginTokenOf, startFederatedPair, throughUpstream as signInThroughUpstream, type FederatedPair } from '../../test/upstream';

let pair: FederatedPair;
let upstream: TestApp;
let portal: TestApp;
let issuer: string;

beforeAll(async () => {
  pair = await startFederatedPair();
  ({ upstream, portal, issuer } = pair);
});
afterAll(() => pair?.close());

/** Signs Nora in at the upstream and approves the portal there; answers the portal's callback. */
async function throughUpstream(startUrl: string) {
  const upstreamToken = (await postJson(upstream.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD })).json().access_token;
  return signInThroughUpstream(pair, startUrl, upstreamToken);
}

const callbackWith = (jar: CookieJar, url: string) => callbackOf(pair, jar, url);

describe('signing in with the upstream provider ("Sign in with Microsoft")', () => {
  it('is announced to the SPA only when configured', async () => {
    expect((await portal.app.inject({ url: '/api/config' })).json().upstreamLogin).toBe(true);
    expect((await upstream.app.inject({ url: '/api/config' })).json().upstreamLogin).toBeUndefined();
    expect((await upstream.app.inject({ url: '/federation/start' })).statusCode).toBe(404);
  });

  it('links the account with the same verified e-mail, signs the person in and returns to the target', async () => {
    const { jar, callback } = await throughUpstream('/federation/start?redirect=%2Fprofile');
    const response = await callbackWith(jar, callback);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile');
    const profile = await portal.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${loginTokenOf(response)}` } });
    expect(profile.json().data).toMatchObject({ firstname: 'Nora', microsoft_login: true, microsoft_email: 'nomfa@example.com' });
    const link = await portal.database.db.selectFrom('external_logins').selectAll().where('issuer', '=', issuer).executeTakeFirstOrThrow();
    expect(link).toMatchObject({ issuer, email: 'nomfa@example.com', subject: expect.stringMatching(/^\d+$/) });
  });

  it('signs a linked person in by the upstream subject, even after their e-mail changed here', async () => {
    await portal.database.db.updateTable('user_emails').set({ email: 'nora.renamed@example.com' }).where('email', '=', 'nomfa@example.com').execute();
    const { jar, callback } = await throughUpstream('/federation/start');
    const response = await callbackWith(jar, callback);
    expect(response.headers.location).toBe('/user/dashboard');
    expect(loginTokenOf(response)).toBeTruthy();
  });

  it('signs nobody in when no account here has the verified e-mail address', async () => {
    await portal.database.db.deleteFrom('external_logins').execute();
    const { jar, callback } = await throughUpstream('/federation/start?redirect=%2Fprofile');
    const response = await callbackWith(jar, callback);
    expect(response.headers.location).toBe('/login/email?notice=federation.no_account&redirect=%2Fprofile');
    expect(loginTokenOf(response)).toBeUndefined();
  });

  it('refuses a callback without the browser’s flow cookie, or with another state', async () => {
    const { jar, callback } = await throughUpstream('/federation/start');
    expect((await callbackWith(new CookieJar(), callback)).headers.location).toBe('/login/email?notice=federation.failed');
    const tampered = callback.replace(/state=[^&]+/, 'state=forged');
    expect((await callbackWith(jar, tampered)).headers.location).toBe('/login/email?notice=federation.failed');
  });

  // The server only ever sends to paths of this site: even a portal host or partner site, which the
  // SPA's check would keep, is not remembered as an absolute address here.
  it.each([
    'https://evil.example/',
    'http://evil.localhost:8080/',
    'HTTP://EVIL.LOCALHOST:8080/',
    'http://localhost.evil.com/',
    'http://localhost:8080@evil.com/',
    'http://client.localhost:8080/',
    '//evil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
  ])('never leaves the site for a remembered target %j', async (target) => {
    const start = await portal.app.inject({ url: `/federation/start?redirect=${encodeURIComponent(target)}` });
    const jar = new CookieJar();
    jar.store(start);
    const { openFlow } = await import('./flow-cookie');
    expect(openFlow(portal.config.appSecret, jar.cookies.get('upstream_flow'), portal.clock.now())?.redirect).toBe('/user/dashboard');
  });

  it('remembers a path of this site', async () => {
    const start = await portal.app.inject({ url: '/federation/start?redirect=%2Fsecurity%3Ftab%3D1' });
    const jar = new CookieJar();
    jar.store(start);
    const { openFlow } = await import('./flow-cookie');
    expect(openFlow(portal.config.appSecret, jar.cookies.get('upstream_flow'), portal.clock.now())?.redirect).toBe('/security?tab=1');
  });

  // Browsers read "/\evil" and "/\t/evil" (tab dropped) in a Location header as //evil: only plain
  // paths of this site are kept, and control characters are refused at the boundary (below).
  it.each(['%2F%5Cevil.example', '%2F%252F%252Fevil.example', '%2F%2Fevil.example', 'https%3A%2F%2Fportal%40evil.example'])(
    'signs the person in on this site, not on the address hidden in redirect=%s',
    async (redirect) => {
      // An earlier test renamed Nora's address and unlinked her: she is linked again by it.
      await portal.database.db.updateTable('user_emails').set({ email: 'nomfa@example.com' }).where('email', '=', 'nora.renamed@example.com').execute();
      const { jar, callback } = await throughUpstream(`/federation/start?redirect=${redirect}`);
      const response = await callbackWith(jar, callback);
      expect(response.statusCode).toBe(303);
      expect(loginTokenOf(response)).toBeTruthy();
      const location = String(response.headers.location);
      expect(location).toBe('/user/dashboard');
      expect(new URL(location, 'http://localhost:8080').host).toBe('localhost:8080');
    },
  );

  it.each(['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%00'])('refuses redirect=%s with a control character before anything starts', async (redirect) => {
    const response = await portal.app.inject({ url: `/federation/start?redirect=${redirect}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'redirect', code: 'control_characters' }] });
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does not carry a hostile target into the login page when starting fails', async () => {
    const failing = await portal.withEnv({ UPSTREAM_OIDC_ISSUER: 'http://127.0.0.1:9/unreachable' });
    const response = await failing.inject({ url: '/federation/start?redirect=%2F%5Cevil.example' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login/email?notice=federation.failed');
  });
});

describe('a closed account (deleting one’s account, docs/privacy.md)', () => {
  it('is opened neither through its link nor through its verified e-mail address', async () => {
    const db = portal.database.db;
    const { user_id: nora } = await db.selectFrom('user_emails').select('user_id').where('email', '=', 'nomfa@example.com').executeTakeFirstOrThrow();
    const now = portal.clock.now();
    await db.updateTable('users').set({ closed_at: now, erase_at: now + 14 * 86_400_000 }).where('id', '=', nora).execute();
    const sessions = () => db.selectFrom('sessions').select('id').where('user_id', '=', nora).execute();
    const before = (await sessions()).length;
    try {
      // Linked (the tests above linked her): the login page says the account is closed.
      const linked = await throughUpstream('/federation/start');
      const refused = await callbackWith(linked.jar, linked.callback);
      expect(refused.headers.location).toBe('/login/email?notice=account.closed');
      expect(loginTokenOf(refused)).toBeUndefined();
      // Not linked: no open account has the address.
      await db.deleteFrom('external_logins').execute();
      const byEmail = await throughUpstream('/federation/start');
      const none = await callbackWith(byEmail.jar, byEmail.callback);
      expect(none.headers.location).toBe('/login/email?notice=federation.no_account');
      expect(loginTokenOf(none)).toBeUndefined();
      expect(await sessions()).toHaveLength(before);
    } finally {
      await db.updateTable('users').set({ closed_at: null, erase_at: null }).where('id', '=', nora).execute();
    }
  });
});
