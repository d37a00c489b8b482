import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from './demo/seed';
import { DEMO_RECOVERY_KEYS, DEMO_TOTP_SECRET } from './demo/accounts';
import { startTestApp, type TestApp } from './test/app';
import { deviceHeaders, latestCode, postJson, sessionHeaders, signIn, signInWithFactor } from './test/flows';
import { authorizeAndApprove, PARTNER, tokenRequest } from './test/oauth';
import { totpCode } from './test/totp';

/**
 * Issue 36: the log lines of real flows (sign-in with password and code, with an authenticator and
 * a card, a "This wasn't me" reset link to a new password, an OAuth authorization code flow with
 * its tokens) carry request ids and account ids, and none of the secrets that went through.
 */
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
/** Every secret the flows handled, with where it came from. */
const secrets = new Map<string, string>();
const keep = (what: string, value: string | undefined) => {
  expect(value, what).toBeTruthy();
  secrets.set(value ?? '', what);
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());

type Line = { reqId?: string; accountId?: number; msg?: string; req?: { url: string }; res?: { statusCode: number }; err?: unknown };
const parsed = () => lines.map((line) => JSON.parse(line) as Line);
const linesOf = (reqId: string) => parsed().filter((line) => line.reqId === reqId);
const idOf = (response: LightMyRequestResponse) => String(response.headers['x-request-id'] ?? '');

async function nextCodeFor(to: string, send: () => Promise<LightMyRequestResponse>): Promise<string> {
  const before = (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data[0]?.id ?? 0;
  expect((await send()).statusCode).toBe(200);
  for (let i = 0; i < 100; i++) {
    const newest = (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data[0];
    const code = newest && newest.id > before ? newest.text.match(/\b\d{8}\b/)?.[0] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No new code for ${to}`);
}

describe('the log of real flows', () => {
  beforeAll(async () => {
    secrets.set(DEMO_PASSWORD, 'the demo password');
    secrets.set(DEMO_TOTP_SECRET, 'the demo authenticator secret');
    for (const key of DEMO_RECOVERY_KEYS) secrets.set(key, 'a demo recovery key');
    secrets.set(PARTNER.secret, "the partner's client secret");
    secrets.set(Buffer.from(`${PARTNER.clientId}:${PARTNER.secret}`).toString('base64'), "the partner's basic credentials");

    // Sign-in with password and e-mail code, then a call of the session.
    const session = await signIn(t.app, 'demo@example.com');
    keep('a session token', session);
    keep('an e-mailed sign-in code', await latestCode(t.app, 'demo@example.com'));
    expect((await t.app.inject({ url: '/api/user', headers: sessionHeaders(session) })).statusCode).toBe(200);

    // An authenticator and a card as second factor.
    const code = totpCode(t.clock.now());
    keep('an authenticator code', code);
    const byTotp = await signInWithFactor(t.app, 'totp@example.com', 'totp', code);
    keep('a session token', byTotp.json().access_token);
    const byCard = await signInWithFactor(t.app, 'card@example.com', 'card', '5065123456789012');
    expect(byCard.statusCode).toBe(200);

    // "This wasn't me" from the security history: the e-mailed reset link, the SMS code, a new password.
    const manage = await signIn(t.app, 'manage@example.com');
    const event = await t.database.db.selectFrom('security_events').select('id').where('action', '=', 'signed_in').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'POST', url: `/api/security-events/${event.id}/not-me`, headers: sessionHeaders(manage) })).statusCode).toBe(200);
    const mail = (await t.app.inject({ url: '/api/dev/outbox?to=manage%40example.com' })).json().data[0]?.text ?? '';
    const link = mail.match(/\/reset-password#reset=([\w-]+)/)?.[1];
    keep('a reset link token', link);
    const headers = deviceHeaders();
    const opened = await postJson(t.app, '/api/user/reset-password/link', { payload: link }, headers);
    expect(opened.statusCode).toBe(200);
    keep('a reset step payload', opened.json().payload);
    const sms = opened.json().second_factor.methods[0];
    const smsCode = await nextCodeFor('+32470123417', () => postJson(t.app, '/api/user/reset-password/mfa/send', { payload: opened.json().payload, mfaId: sms.id }, headers));
    keep('an SMS reset code', smsCode);
    const confirmed = await postJson(t.app, '/api/user/reset-password/mfa/confirm', { payload: opened.json().payload, code: smsCode }, headers);
    expect(confirmed.statusCode).toBe(200);
    const newPassword = 'Quiet-Harbour-Log-91!';
    keep('the new password', newPassword);
    const reset = await postJson(t.app, '/api/user/reset-password', { payload: confirmed.json().payload, password: newPassword, password_confirmation: newPassword }, headers);
    expect(reset.statusCode).toBe(200);

    // An app's authorization code flow: the code, PKCE, state, nonce, the tokens, the ID token hint of the logout.
    const flow = await authorizeAndApprove(t.app, session);
    keep('an authorization code', flow.code);
    keep('a PKCE verifier', flow.verifier);
    keep('an OAuth state', flow.state);
    keep('an OIDC nonce', flow.nonce);
    keep('a PKCE challenge', flow.params.code_challenge);
    const tokens = await tokenRequest(t.app, { grant_type: 'authorization_code', code: flow.code, redirect_uri: PARTNER.redirectUri, code_verifier: flow.verifier });
    expect(tokens.statusCode).toBe(200);
    keep('an access token', tokens.json().access_token);
    keep('an ID token', tokens.json().id_token);
    expect((await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${tokens.json().access_token}` } })).statusCode).toBe(200);
    await t.app.inject({ url: `/oauth/session/end?id_token_hint=${tokens.json().id_token}&client_id=${PARTNER.clientId}`, headers: { accept: 'text/html' } });

    // Secrets where no address should carry them: a login page's query, a callback's code on a 404.
    await t.app.inject({ url: `/login/email?email=demo%40example.com&password=${encodeURIComponent(DEMO_PASSWORD)}`, headers: { accept: 'text/html' } });
    await t.app.inject({ url: `/api/nowhere?code=${flow.code}&token=${link}` });
    await t.app.inject({ url: `/federation/callback?code=${flow.code}&state=${flow.state}` });
  });

  it('carries none of the secrets that went through', () => {
    expect(lines.length).toBeGreaterThan(40);
    const leaks = lines.flatMap((line) => [...secrets].filter(([secret]) => line.includes(secret)).map(([, what]) => `${what} in ${line}`));
    expect(leaks).toEqual([]);
    // Secrets of their own shape, whatever their source: JWTs and bearer credentials, card numbers.
    for (const line of lines) {
      expect(line).not.toMatch(/eyJ[\w-]{4,}\.|Bearer [\w-]|5065\s?1234/);
    }
  });

  it('logs addresses with their parameter names, and the values of client_id, response_type and scope only', () => {
    const urls = parsed().flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toContain('/login/email?email=…&password=…');
    expect(urls).toContain('/api/nowhere?code=…&token=…');
    const authorization = urls.find((url) => url.startsWith('/oauth/auth?'));
    expect(authorization).toMatch(/^\/oauth\/auth\?client_id=demo-partner&redirect_uri=…&response_type=code&scope=openid%20profile%20email&state=…&nonce=…&code_challenge=…&code_challenge_method=…$/);
  });

  it('names the account on the lines of a signed-in request, and of the request that signed in', async () => {
    const session = await signIn(t.app, 'customer@example.com');
    const { id } = await t.database.db.selectFrom('user_emails').select('user_id as id').where('email', '=', 'customer@example.com').executeTakeFirstOrThrow();
    const profile = await t.app.inject({ url: '/api/user', headers: sessionHeaders(session) });
    const own = linesOf(idOf(profile));
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // The session is checked after the request arrived: the closing line names the account.
    expect(own[1]?.accountId).toBe(id);
    const anonymous = await t.app.inject({ url: '/api/config' });
    expect(linesOf(idOf(anonymous)).every((line) => line.accountId === undefined)).toBe(true);
    const password = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD });
    expect(password.statusCode).toBe(200);
    expect(linesOf(idOf(password)).at(-1)?.accountId).toEqual(expect.any(Number));
  });
});

describe('the request id', () => {
  // Node's HTTP parser refuses a line break in a header; inject does not, so the check sees it here.
  const hostile = ['x'.repeat(200), 'a\r\nset-cookie: x=1', 'line\nbreak', 'two words', '"quoted"', '<script>', 'a/b', ''];

  async function answers(app: FastifyInstance, given?: string) {
    const headers = given === undefined ? {} : { 'x-request-id': given };
    return Promise.all([
      app.inject({ url: '/api/config', headers }),
      app.inject({ url: '/api/user', headers }),
      app.inject({ method: 'POST', url: '/api/token', headers, payload: { username: 1 } }),
      app.inject({ url: '/api/no/such/route', headers }),
      app.inject({ url: '/user/dashboard', headers: { ...headers, accept: 'text/html' } }),
      app.inject({ url: '/.well-known/openid-configuration', headers }),
      app.inject({ url: '/oauth/auth?client_id=nobody', headers }),
      app.inject({ url: '/oauth/nothing-here', headers }),
      app.inject({ url: '/api/%E0%A4%A', headers }),
    ]);
  }

  it('is on every answer (API, page, errors, 404s, the OpenID provider), and on its log lines', async () => {
    const all = await answers(t.app);
    expect(all.map((a) => a.statusCode)).toEqual([200, 401, 400, 404, expect.any(Number), 200, expect.any(Number), 404, 400]);
    const ids = all.map(idOf);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(linesOf(id).map((line) => line.msg)).toContain('incoming request');
  });

  it('is on the answers of maintenance mode too', async () => {
    const closed = await t.withEnv({ MAINTENANCE: 'true' });
    for (const answer of [await closed.inject({ url: '/api/config' }), await closed.inject({ url: '/user/dashboard', headers: { accept: 'text/html' } })]) {
      expect(answer.statusCode).toBe(503);
      expect(idOf(answer)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is never taken from the client without TRUST_PROXY', async () => {
    for (const answer of await answers(t.app, 'from-the-client-1')) expect(idOf(answer)).not.toBe('from-the-client-1');
    expect(lines.some((line) => line.includes('from-the-client-1'))).toBe(false);
  });

  it("is the proxy's well-formed one with TRUST_PROXY, and a fresh one for a malformed one", async () => {
    const behindProxy = await t.withEnv({ TRUST_PROXY: '1', LOG_LEVEL: 'info' });
    for (const answer of await answers(behindProxy, 'lb-7f3a:req.42_x')) expect(idOf(answer)).toBe('lb-7f3a:req.42_x');
    expect(linesOf('lb-7f3a:req.42_x').length).toBeGreaterThanOrEqual(9);
    for (const given of hostile) {
      for (const answer of await answers(behindProxy, given)) {
        expect(idOf(answer)).toMatch(/^[0-9a-f-]{36}$/);
        if (given) expect(lines.some((line) => line.includes(JSON.stringify(given).slice(1, -1)) && line.includes('reqId'))).toBe(false);
      }
    }
  });
});
