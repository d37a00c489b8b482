import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, setCookie, signIn } from '../../test/flows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const withBearer = (token: string) => ({ ...deviceHeaders(), authorization: `Bearer ${token}` });
const withCookie = (token: string) => ({ ...deviceHeaders(), cookie: `token=${token}` });
const getUser = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });

describe('the session token', () => {
  it('opens GET /api/user as a bearer token and as the login cookie', async () => {
    const token = await signIn(t.app);
    for (const headers of [withBearer(token), withCookie(token)]) {
      const response = await getUser(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        firstname: 'Jan',
        lastname: 'Peeters',
        language: 'nl',
        user_id: 1001,
        fridom_user_id: 3001,
        customer_user_id: null,
        mfa_forced: false,
        email: [{ email: 'demo@example.com', default: true, verified: true }],
        phone: [{ phone: '+32470123456', default: true, verified: true }],
      });
    }
  });

  it('is required: without one, or with a made-up one, the answer is 401', async () => {
    for (const headers of [deviceHeaders(), withBearer('made-up'), withCookie('made-up')]) {
      const response = await getUser(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth.unauthenticated');
    }
  });

  it('stops working everywhere after logout, for the cookie and the bearer alike', async () => {
    const token = await signIn(t.app);
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: { ...withCookie(token), 'content-type': 'application/json' } });
    expect(logout.statusCode).toBe(204);
    expect(setCookie(logout)).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
    expect((await getUser(withCookie(token))).statusCode).toBe(401);
    expect((await getUser(withBearer(token))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/token', headers: withBearer(token) })).statusCode).toBe(401);
  });

  it('expires after 30 days', async () => {
    const token = await signIn(t.app);
    t.clock.advance(30 * 24 * 3600_000);
    expect((await getUser(withBearer(token))).statusCode).toBe(401);
  });
});

describe('the login cookie', () => {
  const login = (headers: Record<string, string>) =>
    postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD }, { ...deviceHeaders(), ...headers });

  it('lasts 30 days, is HttpOnly and SameSite=Lax, and is host-only on a plain host', async () => {
    const cookie = setCookie(await login({ host: 'localhost:8080' }));
    expect(cookie).toMatch(/^token=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('is set on the parent domain when the host starts with account.', async () => {
    const cookie = setCookie(await login({ host: 'account.example.be' }));
    expect(cookie).toContain('Domain=example.be;');
  });

  it('is Secure and carries the prefix when configured so', async () => {
    const app = await t.withEnv({ PUBLIC_URL: 'https://account.example.be', COOKIE_PREFIX: 'portal_' });
    const response = await postJson(app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD }, deviceHeaders());
    expect(setCookie(response)).toMatch(/^portal_token=.*; Secure; SameSite=Lax$/);
    const token = response.json().access_token;
    const user = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `portal_token=${token}` } });
    expect(user.statusCode).toBe(200);
  });
});
