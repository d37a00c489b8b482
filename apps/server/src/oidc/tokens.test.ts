import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashClientSecret } from '../modules/clients/secrets';
import { startTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/flows';
import { authorizeAndApprove, PARTNER, tokenRequest } from '../test/oauth';

let t: TestApp;
let token: string;
const OTHER = { clientId: 'other-partner', secret: 'other-partner-secret', redirectUri: 'http://localhost:9998/callback' };

beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
  await t.database.db
    .insertInto('oauth_clients')
    .values({
      client_id: OTHER.clientId,
      name: 'Other partner',
      secret_hash: hashClientSecret(OTHER.secret),
      redirect_uris: JSON.stringify([OTHER.redirectUri]),
      post_logout_redirect_uris: '[]',
      scope: 'openid',
      created_at: Date.now(),
    })
    .execute();
});
afterAll(() => t.close());

/** Tokens with a refresh token: offline_access is only granted with prompt=consent. */
async function offlineTokens() {
  const { code, verifier } = await authorizeAndApprove(t.app, token, { scope: 'openid email offline_access', prompt: 'consent' });
  const response = await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier });
  return response.json() as { access_token: string; refresh_token: string; id_token: string; scope: string };
}
const refresh = (refreshToken: string) => tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
const form = (url: string, body: Record<string, string>, client = PARTNER) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${client.clientId}:${client.secret}`).toString('base64')}` },
    payload: new URLSearchParams(body).toString(),
  });
/** Whether the person's list of authorised apps (GET /api/tokens) shows the partner. */
const consented = async () => PARTNER.clientId in (await t.app.inject({ url: '/api/tokens', headers: { authorization: `Bearer ${token}` } })).json();
const introspect = (value: string, client = PARTNER) => form('/oauth/token/introspection', { token: value }, client);

describe('refresh tokens', () => {
  it('are issued for offline_access with prompt=consent, and dropped without it', async () => {
    const tokens = await offlineTokens();
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.scope).toBe('openid email offline_access');
    const { code, verifier } = await authorizeAndApprove(t.app, token, { scope: 'openid offline_access' });
    const without = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json();
    expect(without.refresh_token).toBeUndefined();
  });

  it('rotate on every use', async () => {
    const tokens = await offlineTokens();
    const first = await refresh(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(200);
  });

  it('used twice revoke the whole family: the newest refresh token and its access token stop working', async () => {
    const tokens = await offlineTokens();
    const rotated = (await refresh(tokens.refresh_token)).json();
    const reuse = await refresh(tokens.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    expect((await refresh(rotated.refresh_token)).json().error).toBe('invalid_grant');
    expect((await introspect(rotated.access_token)).json()).toEqual({ active: false });
  });

  it('sent 20 times at once rotate once: one answer has tokens, the others invalid_grant, and the family is revoked', async () => {
    const tokens = await offlineTokens();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(tokens.refresh_token)));
    const winners = answers.filter((a) => a.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400 && a.json().error === 'invalid_grant')).toHaveLength(19);
    const rotated = winners[0]?.json() as { refresh_token: string; access_token: string };
    expect((await refresh(rotated.refresh_token)).json().error).toBe('invalid_grant');
    expect((await introspect(rotated.access_token)).json()).toEqual({ active: false });
  });
});

describe('introspection (RFC 7662) and revocation (RFC 7009)', () => {
  it('describes an active access token to the client it was issued to', async () => {
    const tokens = await offlineTokens();
    const answer = (await introspect(tokens.access_token)).json();
    expect(answer).toMatchObject({ active: true, client_id: PARTNER.clientId, scope: 'openid email offline_access', sub: expect.any(String), token_type: 'Bearer' });
  });

  it('tells another partner nothing about it', async () => {
    const tokens = await offlineTokens();
    expect((await introspect(tokens.access_token, OTHER)).json()).toEqual({ active: false });
  });

  it('requires client authentication', async () => {
    const tokens = await offlineTokens();
    const anonymous = await t.app.inject({ method: 'POST', url: '/oauth/token/introspection', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${tokens.access_token}` });
    expect(anonymous.statusCode).toBe(400);
  });

  it('revokes an access token, and with it the tokens of its grant (RFC 7009 2.1 allows it), keeping the consent', async () => {
    const tokens = await offlineTokens();
    expect((await form('/oauth/token/revocation', { token: tokens.access_token, token_type_hint: 'access_token' })).statusCode).toBe(200);
    expect((await introspect(tokens.access_token)).json()).toEqual({ active: false });
    expect((await refresh(tokens.refresh_token)).json().error).toBe('invalid_grant');
    expect(await consented()).toBe(true);
  });

  it('revokes a refresh token, the access tokens of its grant and the consent', async () => {
    const tokens = await offlineTokens();
    expect(await consented()).toBe(true);
    expect((await form('/oauth/token/revocation', { token: tokens.refresh_token })).statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).json().error).toBe('invalid_grant');
    expect((await introspect(tokens.access_token)).json()).toEqual({ active: false });
    expect(await consented()).toBe(false);
  });

  it('answers 200 for an unknown token, as RFC 7009 asks', async () => {
    expect((await form('/oauth/token/revocation', { token: 'no-such-token' })).statusCode).toBe(200);
  });
});

// On Node 20 the first AsyncLocalStorage.run turns on promise hooks for the whole process, and every
// later request pays for them. oidc-provider runs one per request unless patches/ is applied.
describe('the provider', () => {
  it('serves a code flow, refresh, userinfo and introspection without entering an async context', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const refreshed = (await refresh((await offlineTokens()).refresh_token)).json();
      const userinfo = await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${refreshed.access_token}` } });
      expect(userinfo.json().sub).toEqual(expect.any(String));
      expect((await introspect(refreshed.access_token)).json().active).toBe(true);
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  // patches/oidc-provider: its userinfo checks built an InvalidToken (two stack captures) on every request.
  it('builds no error for a valid userinfo, and still answers 401 invalid_token for a token it cannot honour', async () => {
    const { access_token } = await offlineTokens();
    const captures = vi.spyOn(Error, 'captureStackTrace');
    try {
      expect((await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${access_token}` } })).statusCode).toBe(200);
      expect(captures.mock.calls.filter(([error]) => (error as Error).name === 'InvalidToken')).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
    const refused = await t.app.inject({ url: '/oauth/me', headers: { authorization: 'Bearer not-a-token-we-issued' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'invalid_token', error_description: 'invalid token provided' });
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer .*error="invalid_token"/);
    // The account is gone while its access token is still live.
    const gone = 'profile.info@example.com';
    const { code, verifier } = await authorizeAndApprove(t.app, await signIn(t.app, gone));
    const orphan = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json();
    const { user_id } = await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', gone).executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('users').where('id', '=', user_id).execute();
    const noAccount = await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${orphan.access_token}` } });
    expect(noAccount.statusCode).toBe(401);
    expect(noAccount.json()).toEqual({ error: 'invalid_token', error_description: 'invalid token provided' });
  });
});
