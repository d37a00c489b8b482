import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from './test/app';
import { deviceHeaders, signIn } from './test/flows';
import { encodeText, fromSchema, hostileJson, hostileString, hostileUrlPart } from './test/hostile-input';
import { PARTNER } from './test/oauth';
import { DESTINATION_WINDOW_MS } from './modules/verification';

/**
 * Property-based fuzzing: nothing a client sends may end in a 5xx. Every operation of the OpenAPI
 * document is read at start (so routes added later are covered without touching this file), plus
 * the provider's endpoints from its discovery document. Each gets hostile paths, queries, bodies
 * and headers, with and without a valid session.
 *
 * The seed is fixed, so the suite gives the same answer twice on the same code: a seed from the
 * clock could turn a run red on a change that touched nothing here. FUZZ_SEED=random explores
 * new inputs (the title shows the seed to replay with FUZZ_SEED=<n>).
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 40);
const seed = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 1);

const t = await startTestApp();
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: object }[];
  body?: object;
}

const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'> & { requestBody?: { content?: Record<string, { schema?: object }> } }>>;
  components?: { schemas?: Record<string, object> };
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body: op.requestBody?.content?.['application/json']?.schema })),
);
const resolve = (ref: string) => doc.components?.schemas?.[ref.replace('#/components/schemas/', '')] as never;

const discovery = (await t.app.inject({ url: '/.well-known/openid-configuration' })).json() as Record<string, unknown>;
const providerEndpoints = [
  'authorization_endpoint',
  'token_endpoint',
  'introspection_endpoint',
  'revocation_endpoint',
  'userinfo_endpoint',
  'end_session_endpoint',
  'pushed_authorization_request_endpoint',
  'jwks_uri',
]
  .map((key) => discovery[key])
  .filter((url): url is string => typeof url === 'string')
  .map((url) => new URL(url).pathname);

/**
 * A fresh session of the demo account; renewed when a fuzzed call may have ended it. Each renewal
 * happens an hour later on the app's clock: sign-in codes to one address are capped per hour, and
 * seeds that log out often would otherwise spend the cap and fail every test after it.
 */
let token = await signIn(t.app);
async function ensureSession(): Promise<void> {
  const user = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
  if (user.statusCode !== 401) return;
  t.clock.advance(DESTINATION_WINDOW_MS);
  token = await signIn(t.app);
}

const auth = fc.constantFrom('none', 'bearer', 'cookie', 'hostile');
function headersFor(kind: string, deviceId: string | null): Record<string, string> {
  const headers: Record<string, string> = deviceId === null ? {} : { ...deviceHeaders(), 'x-device-id': deviceId };
  if (kind === 'bearer') headers.authorization = `Bearer ${token}`;
  if (kind === 'cookie') headers.cookie = `token=${token}`;
  if (kind === 'hostile') headers.authorization = `Bearer ${encodeURIComponent(token)}%00`;
  return headers;
}
const deviceId = fc.oneof(fc.constant(crypto.randomUUID()), fc.constant(null), hostileString.map((s) => encodeText(s).slice(0, 200)));

/** The 5xx answers of the running test, listed all at once rather than stopping at the first. */
let failures: string[] = [];
beforeEach(() => {
  failures = [];
});
async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await t.app.inject(options);
  if (response.statusCode >= 500) failures.push(`${options.method} ${options.url} -> ${response.statusCode} ${response.body.slice(0, 200)} body=${String(options.payload).slice(0, 200)}`);
  return response;
}

function query(entries: [string, string][]): string {
  return entries.length ? `?${entries.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

describe(`no request gets a 5xx answer (seed ${seed}, ${RUNS_PER_OPERATION} runs each)`, () => {
  it('reads operations from the OpenAPI document and the provider', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(providerEndpoints).toEqual(expect.arrayContaining(['/oauth/auth', '/oauth/token', '/oauth/token/introspection', '/oauth/token/revocation', '/oauth/me']));
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const request = fc.record({
      path: fc.tuple(...pathParams.map(() => hostileUrlPart)),
      query: fc.tuple(...queryParams.map((p) => fc.option(fc.oneof(hostileUrlPart, fromSchema(p.schema, resolve).map((v) => encodeText(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))))))),
      extraQuery: fc.option(fc.tuple(hostileUrlPart, hostileUrlPart)),
      body: fc.oneof(
        { weight: 4, arbitrary: fromSchema(op.body, resolve).map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? 'null' })) },
        { weight: 1, arbitrary: hostileJson.map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? 'null' })) },
        { weight: 1, arbitrary: fc.constantFrom('{', '', '\u0000', '{"a":1}}', '[]', '"x"').map((payload) => ({ type: 'application/json', payload })) },
        { weight: 1, arbitrary: hostileString.map((payload) => ({ type: 'application/x-www-form-urlencoded', payload })) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
      auth,
      deviceId,
    });
    let count = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        if (++count % 10 === 0) await ensureSession();
        let path = op.path;
        pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, r.path[i] || '%20')));
        const entries: [string, string][] = queryParams.flatMap((p, i) => (r.query[i] === null ? [] : [[p.name, r.query[i] as string]]));
        if (r.extraQuery) entries.push(r.extraQuery);
        const headers = headersFor(r.auth, r.deviceId);
        const withBody = r.body && op.method !== 'GET';
        if (withBody && r.body) headers['content-type'] = r.body.type;
        await send({ method: op.method as InjectOptions['method'], url: path + query(entries), headers, ...(withBody && r.body ? { payload: r.body.payload } : {}) });
      }),
      { numRuns: RUNS_PER_OPERATION, seed },
    );
    expect(failures).toEqual([]);
  });

  const oauthParams = ['client_id', 'client_secret', 'grant_type', 'code', 'redirect_uri', 'code_verifier', 'refresh_token', 'token', 'token_type_hint', 'scope', 'state', 'nonce', 'response_type', 'response_mode', 'prompt', 'max_age', 'id_token_hint', 'post_logout_redirect_uri', 'request', 'request_uri', 'login_hint', 'ui_locales', 'claims', 'resource', 'code_challenge', 'code_challenge_method', 'access_token'];
  const plausible: Record<string, string[]> = {
    client_id: [PARTNER.clientId, '2', '51'],
    redirect_uri: [PARTNER.redirectUri],
    grant_type: ['authorization_code', 'refresh_token', 'client_credentials'],
    response_type: ['code'],
    scope: ['openid', 'openid profile email'],
    token_type_hint: ['access_token', 'refresh_token'],
    code_challenge_method: ['S256'],
  };
  const oauthValue = (name: string) =>
    fc.oneof(hostileUrlPart, fc.constantFrom('a%00', '%00x', 'a%0A'), fc.constantFrom(...(plausible[name] ?? ['x'])).map(encodeText));
  const oauthForm = fc.uniqueArray(fc.constantFrom(...oauthParams), { maxLength: 8 }).chain((names) => fc.tuple(...names.map((n) => oauthValue(n).map((v) => [n, v] as [string, string]))));
  const basic = `Basic ${Buffer.from(`${PARTNER.clientId}:${PARTNER.secret}`).toString('base64')}`;

  it.each(providerEndpoints)('provider endpoint %s', async (path) => {
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST'),
      form: oauthForm,
      asJson: fc.boolean(),
      clientAuth: fc.constantFrom('none', 'basic', 'hostile'),
      session: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = { accept: 'application/json' };
        if (r.clientAuth === 'basic') headers.authorization = basic;
        if (r.clientAuth === 'hostile') headers.authorization = `Basic ${Buffer.from('demo-partner\u0000:x\u0000').toString('base64')}`;
        if (r.session) headers.cookie = `token=${token}`;
        const encoded = r.form.map(([k, v]) => `${k}=${v}`).join('&');
        if (r.method === 'GET') return void (await send({ method: 'GET', url: `${path}${encoded ? `?${encoded}` : ''}`, headers }));
        const decode = (v: string) => {
          try {
            return decodeURIComponent(v);
          } catch {
            return v;
          }
        };
        const payload = r.asJson ? JSON.stringify(Object.fromEntries(r.form.map(([k, v]) => [k, decode(v)]))) : encoded;
        headers['content-type'] = r.asJson ? 'application/json' : 'application/x-www-form-urlencoded';
        await send({ method: 'POST', url: path, headers, payload });
      }),
      { numRuns: RUNS_PER_OPERATION * 2, seed },
    );
    expect(failures).toEqual([]);
  });

  it.each([
    ['/oauth/token/introspection', 'token=a%00'],
    ['/oauth/token/revocation', 'token=a%00'],
    ['/oauth/token', 'grant_type=authorization_code&code=a%00&redirect_uri=x'],
    ['/oauth/token', 'grant_type=refresh_token&refresh_token=a%00'],
  ])('answers %s with %s as an RFC 6749 invalid_request', async (path, payload) => {
    const response = await send({ method: 'POST', url: path, payload, headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers a NUL in an API string with the control_characters field error', async () => {
    const response = await send({ method: 'POST', url: '/api/token', headers: deviceHeaders(), payload: { username: 'demo@example.com\u0000', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'username', code: 'control_characters' }] });
  });
});
