import type { Page } from '@playwright/test';
import * as client from 'openid-client';
import { port } from './demo';

/** The demo partner of the seed (docs/demo-data.md): a confidential client on the loopback, port 9999. */
export const demoPartner = {
  clientId: 'demo-partner',
  secret: 'demo-partner-secret',
  redirectUri: 'http://localhost:9999/callback',
};

export const issuer = `http://localhost:${port}`;

/** The partner's view of the provider, through openid-client's discovery (plain http on loopback). */
export function discoverAsPartner(partner = demoPartner): Promise<client.Configuration> {
  return client.discovery(new URL(issuer), partner.clientId, partner.secret, undefined, { execute: [client.allowInsecureRequests] });
}

/** A fresh authorization request as a partner library makes it: PKCE S256, state and nonce. */
export async function partnerAuthorization(config: client.Configuration, parameters: Record<string, string> = {}, partner = demoPartner) {
  const pkceCodeVerifier = client.randomPKCECodeVerifier();
  const expectedState = client.randomState();
  const expectedNonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: partner.redirectUri,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: expectedState,
    nonce: expectedNonce,
    ...parameters,
  });
  return { url, checks: { pkceCodeVerifier, expectedState, expectedNonce } };
}

/**
 * The partner's callback page: the browser's request to the redirect URI is answered here, so no
 * server needs to listen on the partner's port. The test reads the code from the address.
 */
export async function servePartnerCallback(page: Page, origin = new URL(demoPartner.redirectUri).origin): Promise<void> {
  await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Partner</title><h1>Partner callback</h1>' }));
}
