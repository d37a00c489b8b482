import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed';
import { startTestApp, type TestApp } from '../test/app';
import { latestCode, postJson, sessionHeaders } from '../test/flows';
import { browse, decide, partnerRequest, signedInJar, tokenRequest } from '../test/oauth';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const VOUCHER_HOLDER = { clientId: '51', secret: 'voucher-holder-secret', redirectUri: 'http://localhost:8003/callback' };
const firstParty = () => partnerRequest({ scope: 'openid' }, VOUCHER_HOLDER);
const remembered = (location: string) => new URL(location, 'http://localhost').searchParams.get('redirect') ?? '';

/** forced@example.com has no method yet: a password alone signs it in to the portal. */
async function signInForced(): Promise<string> {
  const login = await postJson(t.app, '/api/token', { username: 'forced@example.com', password: DEMO_PASSWORD });
  expect(login.statusCode).toBe(200);
  return login.json().access_token;
}

async function addMethod(headers: Record<string, string>, path: string, target: string) {
  const started = await t.app.inject({ url: `/api/mfa/${path}/activate?target=${encodeURIComponent(target)}`, headers });
  expect(started.statusCode, started.body).toBe(200);
  const code = await latestCode(t.app, target);
  expect((await postJson(t.app, '/api/mfa/activate', { payload: started.json().payload, code }, headers)).statusCode).toBe(200);
}

describe('forced MFA in an authorization', () => {
  it('lets a partner app sign in a forced account without the set-up', async () => {
    const token = await signInForced();
    const jar = signedInJar(token);
    const stop = await browse(t.app, jar, partnerRequest({ scope: 'openid' }).path);
    expect(stop.kind).toBe('approve');
    const decided = await decide(t.app, token, stop.location, true);
    expect((await browse(t.app, jar, decided.json().target)).kind).toBe('app');

    // With the provider's session of that sign-in, a first-party app still waits for the set-up.
    const first = await browse(t.app, jar, firstParty().path);
    expect(first.kind).toBe('setup');
  });

  it('sends the account to the set-up for apps 2 and 51, then finishes the same authorization', async () => {
    const token = await signInForced();
    const jar = signedInJar(token);
    const request = firstParty();
    const setup = await browse(t.app, jar, request.path);
    expect(setup.kind).toBe('setup');
    const resume = remembered(setup.location);
    expect(resume).toMatch(/^\/oauth\/interaction\/[\w-]+\?client_id=51&redirect_uri=/);

    // Coming back before the set-up is done changes nothing.
    expect((await browse(t.app, jar, resume)).kind).toBe('setup');

    const headers = sessionHeaders(token);
    await addMethod(headers, '-2', '+32470987001');
    await addMethod(headers, '-1', 'forced@example.com');
    const done = await browse(t.app, jar, resume);
    expect(done.kind).toBe('app');
    const code = new URL(done.location).searchParams.get('code') ?? '';
    const tokens = await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: VOUCHER_HOLDER.redirectUri, code_verifier: request.verifier }, VOUCHER_HOLDER);
    expect(tokens.statusCode).toBe(200);
  });
});
