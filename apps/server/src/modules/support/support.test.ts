import { API } from '@portal/contract/http';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookieName } from '../../config/cookie-names';
import { MINUTE } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, sessionHeaders, signIn, signInWithFactor } from '../../test/flows';
import { HOST, newAuthenticator, registerPasskey, steppedUp } from '../../test/passkey-flows';
import type { SoftAuthenticator } from '../../test/soft-authenticator';
import { hostileJson, hostileString } from '../../test/hostile-input';
import { totpCode } from '../../test/totp';
import { addClient } from '../clients';
import { addStaff } from './staff';

/**
 * The support desk's trust boundary (issue 37; docs/support.md): every staff route answers anyone
 * but staff with a fresh desk session exactly as an unknown /api address does.
 */
let t: TestApp;
let authenticator: SoftAuthenticator;
const AGENT = 'totp@example.com';
const ADMIN = 'passkey@example.com';
const REASON = 'Caller asked why their card was refused';
const SEARCH_DEMO = { by: 'email', value: 'demo@example.com', reason: REASON };
/** The partner app the admin's calls of the matrix change, give a new secret and remove, in that order. */
const MATRIX_APP = 'matrix-app';
const matrixApp = (suffix = '') => `${API.supportApps}/${MATRIX_APP}${suffix}`;

beforeAll(async () => {
  t = await startTestApp();
  authenticator = newAuthenticator();
  await registerPasskey(t.app, await steppedUp(t, ADMIN), authenticator);
  await addStaff(t.database.db, AGENT, 'agent', t.clock.now());
  await addStaff(t.database.db, ADMIN, 'admin', t.clock.now());
  await addClient(t.database.db, { clientId: MATRIX_APP, name: 'Matrix', redirectUris: ['https://matrix.example/cb'] });
  const customer = await t.database.db.selectFrom('user_emails').select('id').where('email', '=', 'customer@example.com').executeTakeFirstOrThrow();
  RESET_CUSTOMER.send_to.id = customer.id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/** Signed in with the authenticator: a new 30-second step each time, since a code works once. */
async function totpSession(username = AGENT): Promise<Headers> {
  t.clock.advance(31_000);
  const response = await signInWithFactor(t.app, username, 'totp', totpCode(t.clock.now()));
  expect(response.statusCode).toBe(200);
  return sessionHeaders(response.json().access_token);
}

/** Signed in with the admin's passkey alone (passwordless). */
async function passkeySession(): Promise<Headers> {
  const headers = { ...deviceHeaders(), host: HOST };
  const options = (await postJson(t.app, API.tokenPasskeyOptions, undefined, headers)).json();
  const response = await postJson(t.app, API.tokenPasskey, { response: authenticator.get(options) }, headers);
  expect(response.statusCode).toBe(200);
  return sessionHeaders(response.json().access_token);
}

const tokenOf = (headers: Headers) => headers.authorization?.slice('Bearer '.length) ?? '';
const me = (headers: Headers) => t.app.inject({ url: API.supportMe, headers });
const search = (headers: Headers, payload: object = SEARCH_DEMO) => t.app.inject({ method: 'POST', url: API.supportPeopleSearch, headers, payload });
const idOf = async (email: string) => (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;

/** The answer must be the one an unknown /api address gives the same request: nothing tells the desk exists. */
async function expectUnknownAddress(response: LightMyRequestResponse, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', headers: Headers, payload?: object) {
  const unknown = await t.app.inject({ method, url: '/api/no-such-address', headers, ...(payload ? { payload } : {}) });
  expect(unknown.statusCode).toBe(404);
  expect(response.statusCode).toBe(404);
  expect(response.body).toBe(unknown.body);
  expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  for (const header of ['content-type', 'content-length', 'cache-control']) expect(response.headers[header], header).toBe(unknown.headers[header]);
}

/**
 * `:id` is the person every call names (customer@example.com). `status`: what staff get when
 * it is not 200; the bodies that would need a live verification, request or app are refused by
 * their reason (400), which still tells a staff route from an unknown address.
 */
const SHORT = { reason: 'short' };
// Its code goes to customer@example.com (the id is read in beforeAll): demo@example.com gets the
// e-mail sign-in codes of this file, up to that address's hourly cap.
const RESET_CUSTOMER = { identity: { check: 'document', document: 'id_card' }, send_to: { kind: 'email', id: 0 }, reason: REASON };

const routes = [
  { route: 'GET /api/support/me', method: 'GET', url: API.supportMe, adminOnly: false },
  { route: 'POST /api/support/people/search', method: 'POST', url: API.supportPeopleSearch, payload: SEARCH_DEMO, adminOnly: false },
  { route: 'GET /api/support/agents', method: 'GET', url: API.supportAgents, adminOnly: true },
  { route: 'GET /api/support/audit', method: 'GET', url: `${API.supportAudit}?limit=5`, adminOnly: true },
  { route: 'GET /api/support/audit/export', method: 'GET', url: `${API.supportAuditExport}?from=2025-01-01&to=2025-02-01`, adminOnly: true },
  { route: 'GET /api/support/apps', method: 'GET', url: API.supportApps, adminOnly: true },
  { route: 'POST /api/support/apps', method: 'POST', url: API.supportApps, payload: { name: 'Matrix two', redirect_uris: ['https://matrix.example/two'], reason: REASON }, adminOnly: true, status: 201 },
  { route: 'PATCH /api/support/apps/:client_id', method: 'PATCH', url: matrixApp(), payload: { name: 'Matrix renamed', reason: REASON }, adminOnly: true },
  { route: 'POST /api/support/apps/:client_id/secret', method: 'POST', url: matrixApp('/secret'), payload: { reason: REASON }, adminOnly: true },
  { route: 'DELETE /api/support/apps/:client_id', method: 'DELETE', url: matrixApp(), payload: { reason: REASON }, adminOnly: true, status: 204 },
  { route: 'GET /api/support/keys', method: 'GET', url: API.supportKeys, adminOnly: true },
  { route: 'POST /api/support/keys/rotate', method: 'POST', url: API.supportKeysRotate, payload: { reason: REASON }, adminOnly: true },
  { route: 'GET /api/support/people/:id', method: 'GET', url: `${API.supportPerson}?reason=${encodeURIComponent(REASON)}`, adminOnly: false },
  { route: 'POST /api/support/people/:id/sessions/end', method: 'POST', url: API.supportEndSessions, payload: { reason: REASON }, adminOnly: false },
  { route: 'POST /api/support/people/:id/limits/lift', method: 'POST', url: API.supportLiftLimits, payload: { reason: REASON }, adminOnly: false },
  { route: 'POST /api/support/people/:id/verifications/resend', method: 'POST', url: API.supportResendVerification, payload: { verification_id: 'x', ...SHORT }, adminOnly: false, status: 400 },
  { route: 'POST /api/support/people/:id/recovery/cancel', method: 'POST', url: API.supportCancelRecovery, payload: { request_id: 'x', ...SHORT }, adminOnly: false, status: 400 },
  { route: 'POST /api/support/people/:id/apps/revoke', method: 'POST', url: API.supportRevokeApp, payload: { client_id: 'demo-partner', ...SHORT }, adminOnly: false, status: 400 },
  { route: 'POST /api/support/people/:id/support-reset', method: 'POST', url: API.supportReset, payload: RESET_CUSTOMER, adminOnly: false },
] as const;

type Caller = { who: string; headers: () => Promise<Headers>; role: 'agent' | 'admin' | null };

const callers: Caller[] = [
  { who: 'no session', headers: async () => deviceHeaders(), role: null },
  { who: 'a person who is not staff', headers: async () => sessionHeaders(await signIn(t.app, 'demo@example.com')), role: null },
  { who: 'an agent (authenticator)', headers: () => totpSession(), role: 'agent' },
  { who: 'an admin (passkey)', headers: () => passkeySession(), role: 'admin' },
  { who: 'an agent signed in by e-mail code', headers: async () => sessionHeaders(await signIn(t.app, AGENT)), role: null },
  {
    who: 'an agent whose desk was idle 16 minutes',
    headers: async () => {
      const headers = await totpSession();
      expect((await me(headers)).statusCode).toBe(200);
      t.clock.advance(16 * MINUTE);
      return headers;
    },
    role: null,
  },
  {
    who: 'an agent signed in 16 minutes ago, with no desk request since',
    headers: async () => {
      const headers = await totpSession();
      t.clock.advance(16 * MINUTE);
      return headers;
    },
    role: null,
  },
  {
    who: 'an agent busy at the desk, signed in 8 hours 1 minute ago',
    headers: async () => {
      const headers = await totpSession();
      // Never idle for 15 minutes: a desk request every 14 until 7 h 56 min, then 5 minutes more.
      for (let step = 0; step < 34; step++) {
        t.clock.advance(14 * MINUTE);
        expect((await me(headers)).statusCode).toBe(200);
      }
      t.clock.advance(5 * MINUTE);
      return headers;
    },
    role: null,
  },
];

describe('the authorization matrix over every staff route', () => {
  describe.each(callers)('$who', ({ headers: signedIn, role }) => {
    it.each(routes)('$route', async ({ method, url: address, adminOnly, ...rest }) => {
      const headers = await signedIn();
      const url = address.replace(':id', String(await idOf('customer@example.com')));
      const payload = 'payload' in rest ? rest.payload : undefined;
      const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const allowed = role === 'admin' || (role === 'agent' && !adminOnly);
      if (allowed) expect(response.statusCode, response.body).toBe('status' in rest ? rest.status : 200);
      else await expectUnknownAddress(response, method, headers, payload);
    });
  });
});

describe('staff sessions', () => {
  it('answer the staff member and their role', async () => {
    expect((await me(await totpSession())).json()).toEqual({ data: { id: await idOf(AGENT), role: 'agent' } });
    expect((await me(await passkeySession())).json()).toEqual({ data: { id: await idOf(ADMIN), role: 'admin' } });
  });

  it('record on the session how its sign-in passed the second factor', async () => {
    const factorOf = async (headers: Headers) =>
      (await t.database.db.selectFrom('sessions').select('second_factor').where('token_hash', '=', sha256(tokenOf(headers))).executeTakeFirstOrThrow()).second_factor;
    expect(await factorOf(await totpSession())).toBe('totp');
    expect(await factorOf(await passkeySession())).toBe('passkey');
    expect(await factorOf(sessionHeaders(await signIn(t.app, AGENT)))).toBe('email');
  });

  it('stay open while the desk is used within 15 minutes', async () => {
    const headers = await totpSession();
    for (let step = 0; step < 3; step++) {
      t.clock.advance(14 * MINUTE);
      expect((await me(headers)).statusCode).toBe(200);
    }
  });

  it('end after 15 idle minutes at the desk: portal requests in between do not count', async () => {
    const headers = await totpSession();
    expect((await me(headers)).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await t.app.inject({ url: API.user, headers })).statusCode).toBe(200);
    t.clock.advance(6 * MINUTE);
    await expectUnknownAddress(await me(headers), 'GET', headers);
    // The stale staff session is ended: the person signs in again, also for the rest of the portal.
    expect((await t.app.inject({ url: API.user, headers })).statusCode).toBe(401);
    const ended = await t.database.db.selectFrom('security_events').select('action').where('user_id', '=', await idOf(AGENT)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(ended.action).toBe('session_ended');
  });

  it('leave a session signed in by e-mail code alone: the portal goes on, only the desk is hidden', async () => {
    const headers = sessionHeaders(await signIn(t.app, AGENT));
    await expectUnknownAddress(await me(headers), 'GET', headers);
    expect((await t.app.inject({ url: API.user, headers })).statusCode).toBe(200);
  });
});

describe('before anything else, the boundary hides the desk', () => {
  it('answers a person’s invalid search, or one without the device id, as an unknown address', async () => {
    const person = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const invalid = { by: 'email', value: 'not an address' };
    await expectUnknownAddress(await search(person, invalid), 'POST', person, invalid);
    const { 'x-device-id': _dropped, ...withoutDevice } = person;
    await expectUnknownAddress(await search(withoutDevice), 'POST', withoutDevice, SEARCH_DEMO);
  });

  it('runs the CSRF checks for staff after its own: a write without the device id, or from another site', async () => {
    const agent = await totpSession();
    const { 'x-device-id': _dropped, ...withoutDevice } = agent;
    expect((await search(withoutDevice)).json().code).toBe('auth.device_id_required');
    const cookie = `${loginCookieName(t.config)}=${tokenOf(agent)}`;
    const forged = await search({ cookie, 'x-device-id': agent['x-device-id'] ?? '', origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('auth.cross_site_request');
  });

  it('leaves the staff routes out of the OpenAPI document', async () => {
    const document = await t.app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.body).toContain('/api/user');
    expect(document.body).not.toContain('/api/support');
  });
});

describe('searching for a person', () => {
  const jan = { name: 'Jan Peeters', email: 'd***@example.com' };

  it('finds one exact value of each kind, as the person typed it, with no more than id, name and masked e-mail', async () => {
    const agent = await totpSession();
    const id = await idOf('demo@example.com');
    const values = { email: ' DEMO@example.com', phone: '+32 470 12 34 56', card: '5065 0000 0000 1001', national_register_number: '80.01.15-123.47' };
    for (const [by, value] of Object.entries(values)) {
      const response = await search(agent, { by, value, reason: REASON });
      expect(response.statusCode, by).toBe(200);
      expect(response.json(), by).toEqual({ data: [{ id, ...jan }] });
    }
  });

  it('matches exactly: a part of an address finds nobody', async () => {
    const agent = await totpSession();
    expect((await search(agent, { by: 'email', value: 'demo@example.co', reason: REASON })).json()).toEqual({ data: [] });
    expect((await search(agent, { by: 'phone', value: '+32470123450', reason: REASON })).json()).toEqual({ data: [] });
  });

  it('writes every search to the security log: agent, session, reason, time and what was found, never the value', async () => {
    const agent = await totpSession();
    const agentId = await idOf(AGENT);
    const session = await t.database.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256(tokenOf(agent))).executeTakeFirstOrThrow();
    expect((await search(agent, { by: 'national_register_number', value: '80.01.15-123.47', reason: REASON })).statusCode).toBe(200);
    const event = await t.database.db.selectFrom('security_events').selectAll().where('action', '=', 'support_search').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ user_id: agentId, session_id: session.id, created_at: t.clock.now(), device_id: agent['x-device-id'] });
    expect(JSON.parse(event.detail ?? '{}')).toEqual({ by: 'national_register_number', reason: REASON, found: 1, accounts: String(await idOf('demo@example.com')) });
    expect(event.detail).not.toMatch(/80\.?01\.?15|12347/);
  });

  it('refuses a search without a reason, or with too short a one, and changes nothing; the 31st search in an hour is refused', async () => {
    const SECOND_AGENT = 'recover@example.com';
    await addStaff(t.database.db, SECOND_AGENT, 'agent', t.clock.now());
    const agent = await totpSession(SECOND_AGENT);
    const agentId = await idOf(SECOND_AGENT);
    const logged = async () => (await t.database.db.selectFrom('security_events').select('id').where('user_id', '=', agentId).where('action', '=', 'support_search').execute()).length;

    const { reason: _none, ...withoutReason } = SEARCH_DEMO;
    const missing = await search(agent, withoutReason);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation.invalid');
    expect(missing.json().fields.map((f: { path: string }) => f.path)).toEqual(['reason']);
    for (const reason of ['', '   ', 'why', '  too short  ']) {
      const refused = await search(agent, { ...SEARCH_DEMO, reason });
      expect(refused.statusCode, reason).toBe(400);
      expect(refused.json().fields, reason).toEqual([{ path: 'reason', code: reason.trim() === '' ? 'required' : 'reason_too_short' }]);
    }
    expect(await logged()).toBe(0);

    // The refused searches took none of the agent's 30 an hour.
    for (let n = 1; n <= 30; n++) expect((await search(agent)).statusCode, `search ${n}`).toBe(200);
    const limited = await search(agent);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('auth.too_many_attempts');
    expect(await logged()).toBe(30);
    // The limit is the agent's own: another agent still searches.
    expect((await search(await totpSession())).statusCode).toBe(200);
  });
});

describe('racing searches', () => {
  it('lets exactly 30 of 100 simultaneous searches of one agent through, each of them logged', async () => {
    const RACER = 'forgot-notme@example.com';
    await addStaff(t.database.db, RACER, 'agent', t.clock.now());
    const agent = await totpSession(RACER);
    const answers = await Promise.all(Array.from({ length: 100 }, () => search(agent)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70);
    const logged = await t.database.db.selectFrom('security_events').select('id').where('user_id', '=', await idOf(RACER)).where('action', '=', 'support_search').execute();
    expect(logged).toHaveLength(30);
  });
});

describe('hostile input from staff', () => {
  // The staff routes are left out of the OpenAPI document, which no-server-errors.test.ts fuzzes from.
  it('never gets a 5xx answer from the search', async () => {
    const FUZZER = 'lastkey@example.com';
    await addStaff(t.database.db, FUZZER, 'agent', t.clock.now());
    const agent = await totpSession(FUZZER);
    const kinds = fc.constantFrom('email', 'phone', 'card', 'national_register_number');
    const body = fc.oneof(
      fc.record({ by: fc.oneof(kinds, hostileString), value: hostileString, reason: fc.oneof(fc.constant(REASON), hostileString) }),
      hostileJson,
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.app.inject({ method: 'POST', url: API.supportPeopleSearch, headers: { ...agent, 'content-type': 'application/json' }, payload: JSON.stringify(payload) ?? 'null' });
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${response.body.slice(0, 200)} body=${JSON.stringify(payload)?.slice(0, 200)}`);
      }),
      { numRuns: 60, seed: 1 },
    );
    expect(failures).toEqual([]);
  });
});
