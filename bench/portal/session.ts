// Signs in to the portal and runs the partner's authorization code flow, as a person and a partner
// would, to get the tokens the load rows use. Uses the demo data (SEED_DEMO=true).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/accounts';

/** A demo account with no second factor: the password alone signs in. */
export const NO_MFA_ACCOUNT = 'nomfa@example.com';
/** Two such accounts: 4 logins in flight stay under each account's 3 free guesses. */
export const NO_MFA_ACCOUNTS = [NO_MFA_ACCOUNT, 'dash.nomfa@example.com'];
export const PARTNER = { id: 'demo-partner', secret: 'demo-partner-secret', redirectUri: 'http://localhost:9999/callback' };
export const PARTNER_SCOPE = 'openid email offline_access';

export const deviceId = randomUUID();
export const basicAuth = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
export const loginBody = (username: string) => JSON.stringify({ username, password: DEMO_PASSWORD });

/**
 * Signs `username` in with the password, on a device of its own; answers the session's cookies
 * (name and value), for a browser that the sign-in cannot reach itself (Lighthouse's tab, a host
 * Node cannot resolve such as lu.localhost).
 */
export async function sessionCookies(base: string, username: string): Promise<{ name: string; value: string }[]> {
  const response = await fetch(new URL('/api/token', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': randomUUID() },
    body: loginBody(username),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** A browser of one person: keeps cookies, follows nothing by itself. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(new URL(path, this.base), { redirect: 'manual', ...init, headers: { cookie, 'x-device-id': deviceId, ...init.headers } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  /** Signs in with the password; answers the API access token. */
  async signIn(username: string): Promise<string> {
    const response = await this.request('/api/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody(username) });
    const body = (await response.json()) as { access_token?: string };
    if (response.status !== 200 || !body.access_token) throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(body)}`);
    return body.access_token;
  }

  /** Follows redirects to the partner's callback (answers its code) or the consent screen. */
  private async follow(path: string): Promise<{ code?: string; interaction?: string }> {
    for (let next = path, hops = 0; hops < 20; hops++) {
      const location = (await this.request(next)).headers.get('location');
      if (!location) throw new Error(`no redirect from ${next}`);
      if (location.startsWith(PARTNER.redirectUri)) return { code: new URL(location).searchParams.get('code') ?? undefined };
      if (location.startsWith('/approve')) return { interaction: new URL(location, this.base).searchParams.get('interaction') ?? undefined };
      next = location;
    }
    throw new Error('too many redirects');
  }

  /** The partner's authorization code flow with consent and PKCE; answers its token response. */
  async partnerTokens(): Promise<{ access_token: string; refresh_token: string }> {
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: PARTNER.id, redirect_uri: PARTNER.redirectUri, response_type: 'code', scope: PARTNER_SCOPE, prompt: 'consent',
      state: randomUUID(), nonce: randomUUID(), code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
    });
    let step = await this.follow(`/oauth/auth?${query}`);
    if (step.interaction) {
      const decided = await this.request('/api/authorize', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ interaction: step.interaction, approve: true }) });
      step = await this.follow(((await decided.json()) as { target: string }).target);
    }
    if (!step.code) throw new Error('the authorization flow gave no code');
    const response = await this.request('/oauth/token', {
      method: 'POST',
      headers: { authorization: basicAuth(PARTNER.id, PARTNER.secret), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: step.code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier }),
    });
    const tokens = (await response.json()) as { access_token: string; refresh_token: string };
    if (response.status !== 200 || !tokens.refresh_token) throw new Error(`code exchange failed: ${response.status} ${JSON.stringify(tokens)}`);
    return tokens;
  }

  /** `n` refresh tokens of the partner, each from a code flow of its own: the chains of a refresh row. */
  async refreshChains(n: number): Promise<string[]> {
    const tokens = [];
    for (let i = 0; i < n; i++) tokens.push((await this.partnerTokens()).refresh_token);
    return tokens;
  }
}
