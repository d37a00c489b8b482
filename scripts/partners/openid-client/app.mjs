// A partner's Node app that signs people in with the portal through openid-client 6 (npm install openid-client).
// PORTAL_URL, CLIENT_ID, CLIENT_SECRET, PARTNER_URL and PARTNER_PORT come from the environment (run.mjs
// sets them); `clients add --redirect-uri PARTNER_URL/callback --scope "openid email profile offline_access"`
// registered the client.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import * as oidc from 'openid-client';

const { PORTAL_URL, CLIENT_ID, CLIENT_SECRET, PARTNER_URL, PARTNER_PORT } = process.env;
const redirectUri = `${PARTNER_URL}/callback`; // exactly as registered: the portal compares the whole string

// Endpoints and signing keys from the portal's discovery document. allowInsecureRequests only
// because this local portal is plain http; never against an https portal.
const insecure = new URL(PORTAL_URL).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
const config = await oidc.discovery(new URL(PORTAL_URL), CLIENT_ID, CLIENT_SECRET, undefined, insecure);

/** The app's sessions, in memory: session id (the cookie) -> { checks } while signing in, then { tokens, user, renewals }. */
const sessions = new Map();

function sessionOf(request, response) {
  const id = /(?:^|;\s*)sid=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (id && sessions.has(id)) return sessions.get(id);
  const fresh = randomBytes(16).toString('base64url');
  sessions.set(fresh, {});
  response.setHeader('set-cookie', `sid=${fresh}; Path=/; HttpOnly; SameSite=Lax`);
  return sessions.get(fresh);
}

const redirect = (response, location) => response.writeHead(303, { location }).end();
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function login(session, response) {
  const checks = { pkceCodeVerifier: oidc.randomPKCECodeVerifier(), expectedState: oidc.randomState(), expectedNonce: oidc.randomNonce() };
  session.checks = checks;
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    // offline_access for a refresh token; the portal grants it only with prompt=consent.
    scope: 'openid email profile offline_access',
    prompt: 'consent',
    // The portal refuses an authorization request without PKCE, confidential clients included.
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: checks.expectedState,
    nonce: checks.expectedNonce,
  });
  redirect(response, url.href);
}

async function callback(session, request, response) {
  // Checks state, iss and the ID token (signature, nonce), and sends the PKCE verifier with the code.
  const tokens = await oidc.authorizationCodeGrant(config, new URL(request.url, PARTNER_URL), session.checks);
  delete session.checks;
  // The ID token carries only sub and the session's claims; e-mail and names come from userinfo.
  const user = await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims().sub);
  Object.assign(session, { tokens, user, renewals: 0 });
  redirect(response, '/');
}

/** A new access token from the refresh token (which the portal replaces at each use), and userinfo with it. */
async function renew(session, response) {
  session.tokens = await oidc.refreshTokenGrant(config, session.tokens.refresh_token);
  session.user = await oidc.fetchUserInfo(config, session.tokens.access_token, session.user.sub);
  session.renewals += 1;
  redirect(response, '/');
}

createServer(async (request, response) => {
  const session = sessionOf(request, response);
  const path = new URL(request.url, PARTNER_URL).pathname;
  try {
    if (path === '/login') return await login(session, response);
    if (path === '/callback') return await callback(session, request, response);
    if (!session.user) return redirect(response, '/login');
    if (path === '/renew') return await renew(session, response);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Partner (openid-client)</title><p>Signed in as ${escape(session.user.email)} (sub ${escape(session.user.sub)}); renewals: ${session.renewals}</p><p><a href="/renew">Renew</a></p>`);
  } catch (error) {
    console.error(error);
    response.writeHead(500, { 'content-type': 'text/plain' }).end(`Sign-in failed: ${error.message}`);
  }
}).listen(Number(PARTNER_PORT), '127.0.0.1');
