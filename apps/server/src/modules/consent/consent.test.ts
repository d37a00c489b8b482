import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { DEMO_PASSWORD } from '../../demo/seed';
import { deviceHeaders, postJson, signIn } from '../../test/flows';
import { authorizeAndApprove, browse, CookieJar, partnerRequest, PARTNER, signedInJar, tokenRequest } from '../../test/oauth';

let t: TestApp;
let jan: string;
let claire: string;
beforeAll(async () => {
  t = await startTestApp();
  [jan, claire] = [await signIn(t.app), await signIn(t.app, 'customer@example.com')];
});
afterAll(() => t.close());

const bearer = (token: string) => ({ ...deviceHeaders(), authorization: `Bearer ${token}` });
const getJson = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

async function consentInteraction(token: string, scope = 'openid email balance') {
  const stop = await browse(t.app, signedInJar(token), partnerRequest({ scope }).path);
  expect(stop.kind).toBe('approve');
  return new URL(stop.location, 'http://localhost').searchParams.get('interaction') ?? '';
}

describe('GET /api/authorize', () => {
  it('describes a consent interaction: approvalType scopes, the app and its scopes', async () => {
    const interaction = await consentInteraction(jan);
    const response = await getJson(`/api/authorize?interaction=${interaction}`, jan);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      approvalType: 'scopes',
      target: `/oauth/auth/${interaction}`,
      client: { client_id: 'demo-partner', name: 'Demo partner' },
      scopes: ['openid', 'email', 'balance'],
      restart: expect.stringMatching(/^\/oauth\/auth\?/),
    });
  });

  it('gives the app’s authorization request from its start, for “use another account”, and it asks who signs in', async () => {
    const interaction = await consentInteraction(jan);
    const { restart } = (await getJson(`/api/authorize?interaction=${interaction}`, jan)).json();
    const again = Object.fromEntries(new URL(restart, 'http://localhost').searchParams);
    expect(again).toMatchObject({ client_id: 'demo-partner', redirect_uri: PARTNER.redirectUri, response_type: 'code', scope: 'openid email balance', code_challenge_method: 'S256' });
    expect(again.code_challenge).toMatch(/^[\w-]{43}$/);
    // Without a portal session, that request goes to the login again.
    const stop = await browse(t.app, new CookieJar(), restart);
    expect(stop.kind).toBe('login');
  });

  it('accepts the spec’s client_id, redirect_uri and response_type when they match the interaction', async () => {
    const interaction = await consentInteraction(jan);
    const query = new URLSearchParams({ interaction, client_id: 'demo-partner', redirect_uri: PARTNER.redirectUri, response_type: 'code' });
    expect((await getJson(`/api/authorize?${query}`, jan)).statusCode).toBe(200);
    query.set('client_id', '51');
    expect((await getJson(`/api/authorize?${query}`, jan)).json().code).toBe('oauth.invalid_client');
  });

  it('tells another account, and an unknown interaction, only that the request has expired', async () => {
    const interaction = await consentInteraction(jan);
    for (const [id, token] of [[interaction, claire], ['no-such-interaction', jan]] as const) {
      const response = await getJson(`/api/authorize?interaction=${id}`, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'oauth.interaction_expired', message: 'This sign-in request has expired. Go back to the app and start again.' });
    }
  });

  it('checks an authorization request for the /partner screen and passes its query on', async () => {
    const query = new URLSearchParams({ client_id: 'demo-partner', redirect_uri: PARTNER.redirectUri, response_type: 'code', scope: 'openid history', state: 's1' });
    const answer = (await getJson(`/api/authorize?${query}`, claire)).json();
    expect(answer).toMatchObject({ approvalType: 'scopes', client: { name: 'Demo partner' }, scopes: ['openid', 'history'] });
    expect(answer.target).toBe(`/oauth/auth?${query}`);
    query.set('redirect_uri', 'https://evil.example/cb');
    const wrong = await getJson(`/api/authorize?${query}`, claire);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Oops. Seems like the partner you're coming from uses an invalid configuration.");
  });

  it('needs a session, and the interaction or the client parameters', async () => {
    expect((await t.app.inject({ url: '/api/authorize?interaction=x' })).statusCode).toBe(401);
    expect((await getJson('/api/authorize', jan)).json().code).toBe('validation.invalid');
  });
});

describe('PUT and POST /api/authorize', () => {
  it('records approval on the interaction; the browser then finishes at the target', async () => {
    const interaction = await consentInteraction(claire, 'openid history');
    const decided = await t.app.inject({ method: 'POST', url: '/api/authorize', headers: bearer(claire), payload: { interaction, approve: true } });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({ target: `/oauth/auth/${interaction}` });
  });

  it('refuses a decision without the device-id header (CSRF) or for another account', async () => {
    const interaction = await consentInteraction(jan);
    const noDevice = await t.app.inject({ method: 'PUT', url: '/api/authorize', headers: { authorization: `Bearer ${jan}` }, payload: { interaction, approve: true } });
    expect(noDevice.json().code).toBe('auth.device_id_required');
    const other = await t.app.inject({ method: 'PUT', url: '/api/authorize', headers: bearer(claire), payload: { interaction, approve: true } });
    expect(other.json().code).toBe('oauth.interaction_expired');
  });
});

describe('GET /api/tokens and DELETE /api/token/{client_id}', () => {
  it('lists the partner apps the account authorised, with their scopes, and revokes one with its tokens', async () => {
    const token = (await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD })).json().access_token as string;
    const { code, verifier } = await authorizeAndApprove(t.app, token, { scope: 'openid email balance' });
    const tokens = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json();
    // First-party clients are not third-party access: they do not appear.
    await browse(t.app, signedInJar(token), partnerRequest({ client_id: '51', redirect_uri: 'http://localhost:8003/callback' }).path);

    const listed = await getJson('/api/tokens', token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ 'demo-partner': { client_id: 'demo-partner', name: 'Demo partner', scopes: ['openid', 'email', 'balance'] } });

    const revoked = await t.app.inject({ method: 'DELETE', url: '/api/token/demo-partner', headers: bearer(token) });
    expect(revoked.statusCode).toBe(204);
    expect((await getJson('/api/tokens', token)).json()).toEqual({});
    expect((await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${tokens.access_token}` } })).statusCode).toBe(401);
    // Consent is gone too: the next sign-in asks again.
    expect((await browse(t.app, signedInJar(token), partnerRequest({ scope: 'openid email' }).path)).kind).toBe('approve');

    const again = await t.app.inject({ method: 'DELETE', url: '/api/token/demo-partner', headers: bearer(token) });
    expect(again.statusCode).toBe(404);
  });

  it('leaves other accounts’ authorisations alone', async () => {
    await authorizeAndApprove(t.app, jan, { scope: 'openid' });
    await authorizeAndApprove(t.app, claire, { scope: 'openid' });
    await t.app.inject({ method: 'DELETE', url: '/api/token/demo-partner', headers: bearer(claire) });
    expect(Object.keys((await getJson('/api/tokens', jan)).json())).toEqual(['demo-partner']);
  });
});

describe('the security event log', () => {
  it('records granting and revoking access with the client, time, device, IP and user agent', async () => {
    const token = await signIn(t.app, 'stepup@example.com');
    const device = randomUUID();
    const headers = { ...bearer(token), 'x-device-id': device, 'user-agent': 'Safari/18 test' };
    const interaction = await consentInteraction(token, 'openid email');
    expect((await t.app.inject({ method: 'PUT', url: '/api/authorize', headers, payload: { interaction, approve: true } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/token/demo-partner', headers })).statusCode).toBe(204);
    const events = await t.database.db
      .selectFrom('security_events')
      .select(['action', 'detail', 'device_id', 'ip', 'user_agent', 'created_at'])
      .where('device_id', '=', device)
      .orderBy('id')
      .execute();
    const expected = { detail: JSON.stringify({ client_id: 'demo-partner' }), device_id: device, ip: '127.0.0.1', user_agent: 'Safari/18 test', created_at: t.clock.now() };
    expect(events.map((e) => ({ ...e, created_at: Number(e.created_at) }))).toEqual([
      { action: 'consent_granted', ...expected },
      { action: 'consent_revoked', ...expected },
    ]);
  });
});
