import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../lib/clock';
import { startTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/flows';
import { authorizeAndApprove, PARTNER, tokenRequest } from '../test/oauth';
import { KEY_RETENTION_MS } from './lifetimes';
import { KEY_PUBLISH_LEAD_MS, loadJwks, rotateSigningKeys } from './signing-keys';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
});
afterAll(() => t.close());

const publishedKids = async (alg: string) =>
  ((await t.app.inject({ url: '/oauth/jwks' })).json().keys as { kid: string; alg: string }[]).filter((k) => k.alg === alg).map((k) => k.kid);

async function idTokenKid(): Promise<string> {
  const { code, verifier } = await authorizeAndApprove(t.app, token);
  const tokens = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json();
  return decodeProtectedHeader(tokens.id_token).kid ?? '';
}

describe('signing key rotation', () => {
  it('publishes the new key first, signs with it later, and keeps the old one until its tokens expired', async () => {
    const [original] = await publishedKids('ES256');
    expect(await idTokenKid()).toBe(original);

    await rotateSigningKeys(t.database.db, t.config.appSecret, t.clock.now());
    await t.app.oidc.refreshKeys();
    const published = await publishedKids('ES256');
    expect(published).toHaveLength(2);
    expect(published[0]).toBe(original);
    expect(await idTokenKid()).toBe(original);
    const next = published.find((kid) => kid !== original);

    t.clock.advance(KEY_PUBLISH_LEAD_MS + 1000);
    await t.app.oidc.refreshKeys();
    expect(await idTokenKid()).toBe(next);
    expect(await publishedKids('ES256')).toEqual([next, original]);
    expect(await publishedKids('RS256')).toHaveLength(2);

    t.clock.advance(KEY_RETENTION_MS + MINUTE);
    await t.app.oidc.refreshKeys();
    expect(await publishedKids('ES256')).toEqual([next]);
    expect(await idTokenKid()).toBe(next);
  });

  it('never stores a private key in the clear', async () => {
    const rows = await t.database.db.selectFrom('oidc_signing_keys').select('private_jwk').execute();
    // Sealed form only (three base64url parts): no JSON, so no "d" member, can be read from the table.
    for (const row of rows) expect(row.private_jwk).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

describe('signing keys under another APP_SECRET', () => {
  it('name the variable instead of a cipher error, so a restore without its secret is understood', async () => {
    await expect(loadJwks(t.database.db, 'another-app-secret-that-is-long-enough', t.clock.now(), KEY_RETENTION_MS)).rejects.toThrow(
      /^Signing key \S+ cannot be decrypted: APP_SECRET is not the one the database's keys were stored under/,
    );
  });
});
