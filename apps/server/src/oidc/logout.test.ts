import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/flows';
import { answerLogout, authorizeAndApprove, CookieJar, get, PARTNER, signedInJar, tokenRequest } from '../test/oauth';

/**
 * A link to /oauth/session/end from any site must not sign the person out by itself (issue 32):
 * the provider's question comes first, unless a valid id_token_hint names this portal session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const REGISTERED = 'http://localhost:9999/logged-out';
const HOSTILE = 'https://evil.example/steal';
const QUESTION = 'Do you want to sign out of your account?';

const signedIn = async (token: string) => (await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode === 200;
const endSession = (jar: CookieJar, params: Record<string, string>) => get(t.app, jar, `/oauth/session/end?${new URLSearchParams(params)}`);
const answer = (jar: CookieJar, page: LightMyRequestResponse, yes: boolean) => answerLogout(t.app, jar, page, yes);
/** A new portal session whose sign-in time (the ID token's auth_time) is a later second than the last one. */
async function freshSession(): Promise<string> {
  t.clock.advance(Math.max(2000, Date.now() + 2000 - t.clock.now()));
  return signIn(t.app);
}
async function idTokenOf(token: string): Promise<string> {
  const { code, verifier } = await authorizeAndApprove(t.app, token);
  return (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json().id_token;
}
const expectQuestion = (page: LightMyRequestResponse) => {
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(QUESTION);
  expect(page.body).not.toMatch(/name="logout"[^>]*type="hidden"|type="hidden"[^>]*name="logout"/);
};
const expectNoForeignRedirect = (response: LightMyRequestResponse) => {
  const location = String(response.headers.location ?? '');
  // The server's own pages (inject's host is localhost) or the address the partner registered.
  if (location) expect(new URL(location, 'http://localhost').origin === 'http://localhost' || location.startsWith(`${REGISTERED}?`) || location === REGISTERED).toBe(true);
};

describe('the logout question speaks the languages of the issuer’s variant', () => {
  const question = async (host: string, acceptLanguage: string) =>
    (await t.app.inject({ url: '/oauth/session/end', headers: { host, 'accept-language': acceptLanguage } })).body;

  it('in Belgium: Dutch, French or English, else English; in Luxembourg: French, English or German, else French', async () => {
    expect(await question('localhost', 'nl-BE,nl;q=0.9')).toContain('Wil je je afmelden bij je account?');
    expect(await question('localhost', 'de-DE')).toContain(QUESTION);
    expect(await question('lu.localhost', 'de-LU')).toContain('Möchten Sie sich von Ihrem Konto abmelden?');
    expect(await question('lu.localhost', 'nl-BE')).toContain('Voulez-vous vous déconnecter de votre compte ?');
    expect(await question('lu.localhost', 'en')).toContain(QUESTION);
  });
});

describe('RP-initiated logout without a provider session asks first', () => {
  it('asks a browser with no cookies at all, and drops a post_logout_redirect_uri no client vouches for', async () => {
    const jar = new CookieJar();
    const page = await endSession(jar, { post_logout_redirect_uri: HOSTILE, state: 'x' });
    expectQuestion(page);
    const confirmed = await answer(jar, page, true);
    expect(confirmed.statusCode).toBe(303);
    expectNoForeignRedirect(confirmed);
    expect(String(confirmed.headers.location)).toContain('/oauth/session/end/success');
  });

  it('refuses a post_logout_redirect_uri the named client did not register', async () => {
    const response = await endSession(new CookieJar(), { client_id: PARTNER.clientId, post_logout_redirect_uri: HOSTILE });
    expect(response.statusCode).not.toBe(200);
    expectNoForeignRedirect(response);
  });

  it('keeps the portal session of a cross-site link until the person says yes', async () => {
    const token = await freshSession();
    const jar = signedInJar(token);
    const page = await endSession(jar, { post_logout_redirect_uri: HOSTILE });
    expectQuestion(page);
    expect(await signedIn(token)).toBe(true);

    const declined = await answer(jar, page, false);
    expectNoForeignRedirect(declined);
    expect(await signedIn(token)).toBe(true);

    const again = await endSession(jar, { post_logout_redirect_uri: HOSTILE });
    expectQuestion(again);
    const confirmed = await answer(jar, again, true);
    expect(confirmed.statusCode).toBe(303);
    expectNoForeignRedirect(confirmed);
    expect(await signedIn(token)).toBe(false);
  });

  it('asks when the id_token_hint was issued to another session of the same person', async () => {
    const other = await freshSession();
    const hint = await idTokenOf(other);
    const token = await freshSession();
    const jar = signedInJar(token);
    const page = await endSession(jar, { id_token_hint: hint, post_logout_redirect_uri: REGISTERED, state: 'bye' });
    expectQuestion(page);
    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(other)).toBe(true);
  });

  it('signs out without asking when a valid id_token_hint names this session, back to the registered address', async () => {
    const token = await freshSession();
    const hint = await idTokenOf(token);
    const jar = signedInJar(token);
    const page = await endSession(jar, { id_token_hint: hint, post_logout_redirect_uri: REGISTERED, state: 'bye' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(QUESTION);
    // The provider's self-submitting form: the browser posts it at once.
    const confirmed = await answer(jar, page, true);
    expect(confirmed.headers.location).toBe(`${REGISTERED}?state=bye`);
    expect(await signedIn(token)).toBe(false);
  });

  it('still refuses a forged id_token_hint', async () => {
    const token = await freshSession();
    const [header, payload] = (await idTokenOf(token)).split('.');
    const response = await endSession(signedInJar(token), { id_token_hint: `${header}.${payload}.AAAA`, post_logout_redirect_uri: REGISTERED });
    expect(response.statusCode).not.toBe(200);
    expectNoForeignRedirect(response);
    expect(await signedIn(token)).toBe(true);
  });
});
