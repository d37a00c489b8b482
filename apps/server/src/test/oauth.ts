import { OAUTH_ERROR_PATH } from '@portal/contract/spa-paths';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { deviceHeaders } from './flows';

/** Cookies across inject calls, as a browser keeps them (paths ignored: one site). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export const PARTNER = {
  clientId: 'demo-partner',
  secret: 'demo-partner-secret',
  redirectUri: 'http://localhost:9999/callback',
};

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizationPath(params: Record<string, string>): string {
  return `/oauth/auth?${new URLSearchParams(params)}`;
}

/** A partner's authorization request with PKCE, state and nonce. */
export function partnerRequest(extra: Record<string, string> = {}, client = PARTNER) {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const params = {
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  return { path: authorizationPath(params), verifier, state, nonce, params };
}

/** `host`: the portal host the browser is on (the Belgian one unless given). */
export async function get(app: FastifyInstance, jar: CookieJar, url: string, host = 'localhost'): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: jar.header(), accept: 'text/html', host } });
  jar.store(response);
  return response;
}

const pathOf = (location: string, host: string) => {
  const url = new URL(location, `http://${host}`);
  return url.host === host ? url.pathname + url.search : location;
};

export type Stop = { kind: 'login' | 'setup' | 'approve' | 'app' | 'page' | 'error'; location: string; response: LightMyRequestResponse };

/**
 * Follows the browser's redirects from `url` until it leaves the server's own paths: the SPA's
 * login, MFA set-up, approve or OAuth error screen, the app's redirect URI, or a page the server renders.
 */
export async function browse(app: FastifyInstance, jar: CookieJar, url: string, host = 'localhost'): Promise<Stop> {
  let next = url;
  for (let hops = 0; hops < 10; hops++) {
    const response = await get(app, jar, next, host);
    const location = response.headers.location;
    if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') return { kind: 'page', location: next, response };
    const path = pathOf(location, host);
    if (path.startsWith('/login/')) return { kind: 'login', location: path, response };
    if (path.startsWith('/approve')) return { kind: 'approve', location: path, response };
    if (path.startsWith('/setup-mfa')) return { kind: 'setup', location: path, response };
    if (path.startsWith(`${OAUTH_ERROR_PATH}?`)) return { kind: 'error', location: path, response };
    if (!path.startsWith('/')) return { kind: 'app', location, response };
    next = path;
  }
  throw new Error(`Too many redirects from ${url}`);
}

/** The person's answer on the provider's logout question page: "yes" signs out, the other button does not. */
export async function answerLogout(app: FastifyInstance, jar: CookieJar, page: LightMyRequestResponse, yes = true): Promise<LightMyRequestResponse> {
  const xsrf = page.body.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/session/end/confirm',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: `xsrf=${xsrf}${yes ? '&logout=yes' : ''}`,
  });
  jar.store(response);
  return response;
}

/** The portal session of `token` as the browser's login cookie. */
export function signedInJar(token: string): CookieJar {
  const jar = new CookieJar();
  jar.cookies.set('token', token);
  return jar;
}

/** PUT /api/authorize for the interaction of an /approve address; answers the target. */
export async function decide(app: FastifyInstance, token: string, approveLocation: string, approve: boolean, host = 'localhost') {
  const interaction = new URL(approveLocation, 'http://localhost').searchParams.get('interaction') ?? '';
  return app.inject({
    method: 'PUT',
    url: '/api/authorize',
    headers: { ...deviceHeaders(), authorization: `Bearer ${token}`, host },
    payload: { interaction, approve },
  });
}

/** Parameters of the redirect back to the app. */
export function callbackParams(location: string): URLSearchParams {
  return new URL(location).searchParams;
}

export function tokenRequest(app: FastifyInstance, form: Record<string, string>, client = PARTNER, auth: 'basic' | 'post' = 'basic') {
  const body = new URLSearchParams(auth === 'post' ? { ...form, client_id: client.clientId, client_secret: client.secret } : form).toString();
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (auth === 'basic') headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.secret)}`).toString('base64')}`;
  return app.inject({ method: 'POST', url: '/oauth/token', headers, payload: body });
}

/** The whole front channel for a signed-in person who approves: answers the authorization code. `jar` is the browser (by default a fresh one with the login cookie). */
export async function authorizeAndApprove(app: FastifyInstance, token: string, extra: Record<string, string> = {}, client = PARTNER, jar = signedInJar(token)) {
  const request = partnerRequest(extra, client);
  let stop = await browse(app, jar, request.path);
  if (stop.kind === 'approve') {
    const decided = await decide(app, token, stop.location, true);
    stop = await browse(app, jar, decided.json().target);
  }
  if (stop.kind !== 'app') throw new Error(`Expected a redirect to the app, got ${stop.kind} ${stop.location} ${stop.response.body}`);
  const params = callbackParams(stop.location);
  return { ...request, jar, code: params.get('code') ?? '', callback: params };
}

/**
 * A fetch for openid-client that goes to the app in process, with the URL's host as Host header:
 * the partner's library talks to the Belgian or the Luxembourg issuer as over the network.
 */
export function inProcessFetch(app: FastifyInstance) {
  return async (url: string, options: { method: string; headers: Record<string, string>; body?: unknown }): Promise<Response> => {
    const target = new URL(url);
    const answer = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...options.headers, host: target.host },
      payload: options.body === undefined ? undefined : String(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
