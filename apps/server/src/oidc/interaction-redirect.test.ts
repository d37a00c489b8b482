import { isSafeLocalPath } from '@portal/contract/redirect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { browse, CookieJar, get, partnerRequest } from '../test/oauth';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const hostile = ['%2F%09%2Fevil.example', '%2F%5Cevil.example', '%2F%2Fevil.example', '%09%2F%2Fevil.example', 'https%3A%2F%2Fevil.example'];

describe('the interaction route only ever sends the browser within the site', () => {
  it('remembers a target the one redirect check accepts, even when the app sends hostile parameters', async () => {
    const request = partnerRequest({ state: '/%2F/evil.example', nonce: '\\\\evil.example', login_hint: '//evil.example' });
    const stop = await browse(t.app, new CookieJar(), request.path);
    expect(stop.kind).toBe('login');
    const remembered = new URL(stop.location, 'http://localhost').searchParams.get('redirect');
    expect(isSafeLocalPath(remembered)).toBe(true);
    expect(new URL(remembered ?? '', 'http://localhost:8080').host).toBe('localhost:8080');
  });

  it('refuses an authorization request with a control character before the provider sees it', async () => {
    const response = await get(t.app, new CookieJar(), partnerRequest({ state: '/\t/evil.example' }).path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    expect(response.headers.location).toBeUndefined();
  });

  it.each(hostile)('refuses the interaction id %s or sends it to the expired page of this site, never elsewhere', async (uid) => {
    const response = await get(t.app, new CookieJar(), `/oauth/interaction/${uid}`);
    // A control character is refused before any route (400); anything else is an unknown interaction.
    const outcome = response.statusCode === 400 ? response.headers.location : response.headers.location ?? 'no location';
    expect(outcome).toBe(response.statusCode === 400 ? undefined : '/oauth-error?reason=expired');
    expect([303, 400]).toContain(response.statusCode);
  });
});
