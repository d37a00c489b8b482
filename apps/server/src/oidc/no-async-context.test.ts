import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/flows';
import { authorizeAndApprove, PARTNER, tokenRequest } from '../test/oauth';

// On Node 20 the first AsyncLocalStorage.run turns on promise hooks for the whole process, and every
// later request pays for them. oidc-provider runs one per request unless patches/ is applied.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

describe('the OpenID provider', () => {
  it('serves a whole code flow, refresh and userinfo without entering an async context', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');

    const { code, verifier } = await authorizeAndApprove(t.app, token, { scope: 'openid email offline_access', prompt: 'consent' });
    const tokens = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json();
    const refreshed = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    const userinfo = await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${refreshed.json().access_token}` } });

    expect([refreshed.statusCode, userinfo.statusCode]).toEqual([200, 200]);
    expect(run).not.toHaveBeenCalled();
    expect(enterWith).not.toHaveBeenCalled();
  });
});
