import { createServer } from 'node:http';
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

/** Ports whose callback page this worker already serves. */
const serving = new Map<string, Promise<void>>();

/**
 * The partner's callback page, served on the partner's own port: the test reads the code from the
 * address. A real listener, not a Playwright route: the headless shell follows the provider's
 * redirect to it without asking the routes. Several workers may serve the same port: the page is
 * the same for all, so a port already taken is taken by one of them.
 */
export function servePartnerCallback(origin = new URL(demoPartner.redirectUri).origin): Promise<void> {
  const { port: partnerPort } = new URL(origin);
  const started =
    serving.get(partnerPort) ??
    new Promise<void>((resolve, reject) => {
      const server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Partner</title><h1>Partner callback</h1>');
      });
      server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve() : reject(error)));
      server.listen(Number(partnerPort), '127.0.0.1', () => {
        server.unref();
        resolve();
      });
    });
  serving.set(partnerPort, started);
  return started;
}
