import { API } from '@portal/contract/http';
import type { AuditEntry } from '@portal/contract/support-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { sessionHeaders, signInWithFactor } from '../../test/flows';
import { tokenRequest } from '../../test/oauth';
import { totpCode } from '../../test/totp';
import { clientSecretMatches } from '../clients';
import { recordSupportAction } from './audit';
import { addStaff } from './staff';

/**
 * The admins' console (issue 37; docs/support.md): the audit of every agent, its CSV export, the
 * partner apps and the signing keys. Who may call them is support.test.ts's authorization matrix.
 */
let t: TestApp;
const FIRST_AGENT = 'totp@example.com';
const SECOND_AGENT = 'recover@example.com';
const ADMIN = 'lastkey@example.com';
const REASON = 'Partner asked for a change by ticket 4711';

type Headers = Record<string, string>;
let admin: Headers;

beforeAll(async () => {
  t = await startTestApp();
  await addStaff(t.database.db, FIRST_AGENT, 'agent', t.clock.now());
  await addStaff(t.database.db, SECOND_AGENT, 'agent', t.clock.now());
  await addStaff(t.database.db, ADMIN, 'admin', t.clock.now());
  admin = await totpSession(ADMIN);
});
afterAll(() => t.close());

/** Signed in with the authenticator: a new 30-second step each time, since a code works once. */
async function totpSession(username: string): Promise<Headers> {
  t.clock.advance(31_000);
  const response = await signInWithFactor(t.app, username, 'totp', totpCode(t.clock.now()));
  expect(response.statusCode).toBe(200);
  return sessionHeaders(response.json().access_token);
}

const account = async (email: string) => {
  const row = await t.database.db
    .selectFrom('user_emails')
    .innerJoin('users', 'users.id', 'user_emails.user_id')
    .select(['users.id', 'users.firstname', 'users.lastname'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id: row.id, name: `${row.firstname} ${row.lastname}` };
};
const search = (headers: Headers, reason: string) => t.app.inject({ method: 'POST', url: API.supportPeopleSearch, headers, payload: { by: 'email', value: 'demo@example.com', reason } });
const audit = (query = '') => t.app.inject({ url: `${API.supportAudit}${query}`, headers: admin });
const appUrl = (clientId: string, suffix = '') => `${API.supportApps}/${encodeURIComponent(clientId)}${suffix}`;
const adminActions = async () =>
  (await t.database.db.selectFrom('security_events').select('detail').where('action', '=', 'support_admin_action').where('user_id', '=', (await account(ADMIN)).id).orderBy('id').execute()).map(
    (row) => JSON.parse(row.detail ?? '{}') as Record<string, unknown>,
  );
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 24 * 60 * 60 * 1000;

describe('the audit', () => {
  it("lists every agent's searches and actions, newest first, with names and reasons; the person's own copy is no entry", async () => {
    const [first, second, person] = [await account(FIRST_AGENT), await account(SECOND_AGENT), await account('demo@example.com')];
    expect((await search(await totpSession(FIRST_AGENT), 'First caller lost their card')).statusCode).toBe(200);
    expect((await search(await totpSession(SECOND_AGENT), 'Second caller cannot sign in')).statusCode).toBe(200);
    const agent = { userId: second.id, sessionId: null, deviceId: null, ip: null, userAgent: null };
    await recordSupportAction(t.database.db, agent, person.id, 'sessions_ended', 'Caller says their phone was stolen', t.clock.now());

    const response = await audit();
    expect(response.statusCode).toBe(200);
    const entries = response.json().data as AuditEntry[];
    expect(entries.slice(0, 3).map(({ agent: a, kind, action, person: p, reason }) => ({ agent: a, kind, action, person: p, reason }))).toEqual([
      { agent: second, kind: 'action', action: 'sessions_ended', person, reason: 'Caller says their phone was stolen' },
      { agent: second, kind: 'search', action: 'email', person: null, reason: 'Second caller cannot sign in' },
      { agent: first, kind: 'search', action: 'email', person: null, reason: 'First caller lost their card' },
    ]);
    expect(entries[0]?.at).toBe(new Date(t.clock.now()).toISOString());
    // support_sessions_ended, in the person's history, says the same from their side.
    expect(entries.filter((e) => e.agent.id === person.id)).toEqual([]);
  });

  it('pages by id without repeats or gaps, and filters by agent', async () => {
    for (let n = 0; n < 3; n++) expect((await search(await totpSession(FIRST_AGENT), `Paging caller number ${n}`)).statusCode).toBe(200);
    const all = (await audit(`?limit=100`)).json().data as AuditEntry[];
    expect(all.length).toBeGreaterThanOrEqual(6);

    const paged: AuditEntry[] = [];
    let next: number | null = null;
    do {
      const page = (await audit(`?limit=2${next === null ? '' : `&before=${next}`}`)).json() as { data: AuditEntry[]; next: number | null };
      expect(page.data.length).toBeLessThanOrEqual(2);
      paged.push(...page.data);
      next = page.next;
    } while (next !== null);
    expect(paged.map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(new Set(paged.map((e) => e.id)).size).toBe(paged.length);
    expect([...paged.map((e) => e.id)].sort((a, b) => b - a)).toEqual(paged.map((e) => e.id));

    const first = await account(FIRST_AGENT);
    const own = (await audit(`?agent=${first.id}`)).json().data as AuditEntry[];
    expect(own.length).toBe(all.filter((e) => e.agent.id === first.id).length);
    expect(own.every((e) => e.agent.id === first.id)).toBe(true);
    expect(own.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a page size over 100', async () => {
    expect((await audit('?limit=101')).statusCode).toBe(400);
  });
});

describe('the export', () => {
  const exportOf = (from: string, to: string) => t.app.inject({ url: `${API.supportAuditExport}?from=${from}&to=${to}`, headers: admin });

  it('is a CSV attachment of the period, formulas neutralised, commas and quotes escaped; the export is itself recorded', async () => {
    const hostile = '=HYPERLINK("https://evil.example"), then "quotes"';
    const registered = await t.app.inject({ method: 'POST', url: API.supportApps, headers: admin, payload: { name: 'CSV Corp', redirect_uris: ['https://csv.example/cb'], reason: hostile } });
    expect(registered.statusCode, registered.body).toBe(201);
    const today = day(t.clock.now());

    const response = await exportOf(today, day(t.clock.now() + DAY));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="support-audit-${today}-${day(t.clock.now() + DAY)}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('id,at,agent_id,agent_name,kind,action,person_id,person_name,client_id,reason');
    expect(lines.at(-1)).toBe('');
    const adminAccount = await account(ADMIN);
    const clientId = registered.json().data.client_id as string;
    expect(lines).toContain(
      `${lines.find((l) => l.includes(clientId))?.split(',')[0]},${new Date(t.clock.now()).toISOString()},${adminAccount.id},${adminAccount.name},admin,app_registered,,,${clientId},"'=HYPERLINK(""https://evil.example""), then ""quotes"""`,
    );
    // The agents' entries of the earlier tests are in it, newest first.
    expect(lines.filter((l) => l.includes(',search,email,')).length).toBeGreaterThanOrEqual(5);
    const ids = lines.slice(1, -1).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await adminActions()).at(-1)).toEqual({ action: 'audit_exported', from: today, to: day(t.clock.now() + DAY), reason: null });
  });

  it('leaves out what happened outside the period', async () => {
    const response = await exportOf(day(t.clock.now() - 10 * DAY), day(t.clock.now() - 9 * DAY));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('id,at,agent_id,agent_name,kind,action,person_id,person_name,client_id,reason\r\n');
  });

  it('refuses a period that ends before it starts or is longer than 366 days', async () => {
    for (const [from, to] of [['2025-03-02', '2025-03-01'], ['2025-03-01', '2025-03-01'], ['2024-01-01', '2025-01-02']] as const) {
      const response = await exportOf(from, to);
      expect(response.statusCode, `${from} ${to}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'to', code: 'audit_range' }] });
    }
    expect((await exportOf('2025-13-01', '2025-12-01')).statusCode).toBe(400);
    expect((await exportOf('2024-01-01', '2025-01-01')).statusCode).toBe(200);
  });
});

describe('partner apps', () => {
  const register = (payload: object) => t.app.inject({ method: 'POST', url: API.supportApps, headers: admin, payload: { reason: REASON, ...payload } });
  const listed = async () => (await t.app.inject({ url: API.supportApps, headers: admin })).json().data as { client_id: string; name: string }[];

  it('registers, changes, gives a new secret to and removes an app, each with its reason in the admin’s log', async () => {
    const created = await register({ name: 'Acme Rewards', redirect_uris: ['https://acme.example/cb'], scope: 'openid balance' });
    expect(created.statusCode, created.body).toBe(201);
    const { data, client_secret: secret } = created.json();
    expect(data).toMatchObject({ name: 'Acme Rewards', redirect_uris: ['https://acme.example/cb'], post_logout_redirect_uris: [], scope: 'openid balance', public: false, machine: false, variants: ['be', 'lu'], backchannel_logout_uri: null });
    const stored = async () => (await t.database.db.selectFrom('oauth_clients').select('secret_hash').where('client_id', '=', data.client_id).executeTakeFirstOrThrow()).secret_hash;
    expect(clientSecretMatches(await stored(), secret)).toBe(true);
    expect(JSON.stringify(await listed())).not.toContain(secret);
    expect(await listed()).toContainEqual(expect.objectContaining({ client_id: data.client_id, name: 'Acme Rewards' }));

    const changed = await t.app.inject({ method: 'PATCH', url: appUrl(data.client_id), headers: admin, payload: { name: 'Acme Points', redirect_uris: ['https://acme.example/new'], reason: REASON } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ client_id: data.client_id, name: 'Acme Points', redirect_uris: ['https://acme.example/new'], scope: 'openid balance' });

    const rotated = await t.app.inject({ method: 'POST', url: appUrl(data.client_id, '/secret'), headers: admin, payload: { reason: REASON } });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().client_secret as string;
    expect(clientSecretMatches(await stored(), newSecret)).toBe(true);
    expect(clientSecretMatches(await stored(), secret)).toBe(false);

    const removed = await t.app.inject({ method: 'DELETE', url: appUrl(data.client_id), headers: admin, payload: { reason: REASON } });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await listed()).map((a) => a.client_id)).not.toContain(data.client_id);

    expect((await adminActions()).slice(-4)).toEqual(
      ['app_registered', 'app_updated', 'app_secret_rotated', 'app_removed'].map((action) => ({ action, client_id: data.client_id, reason: REASON })),
    );
    const entries = (await t.app.inject({ url: API.supportAudit, headers: admin })).json().data as AuditEntry[];
    expect(entries.slice(0, 4).map((e) => [e.kind, e.action, e.client_id, e.reason])).toEqual(
      ['app_removed', 'app_secret_rotated', 'app_updated', 'app_registered'].map((action) => ['admin', action, data.client_id, REASON]),
    );
  });

  it('registers a machine app whose secret gets a client_credentials token, and only the newest secret does', async () => {
    const created = await register({ name: 'Acme Back End', redirect_uris: [], scope: 'balance', machine: true });
    expect(created.statusCode, created.body).toBe(201);
    const client = { clientId: created.json().data.client_id as string, secret: created.json().client_secret as string, redirectUri: '' };
    const token = (c: typeof client) => tokenRequest(t.app, { grant_type: 'client_credentials', scope: 'balance' }, c);
    expect((await token(client)).statusCode).toBe(200);

    const rotated = await t.app.inject({ method: 'POST', url: appUrl(client.clientId, '/secret'), headers: admin, payload: { reason: REASON } });
    expect((await token(client)).statusCode).toBe(401);
    expect((await token({ ...client, secret: rotated.json().client_secret })).statusCode).toBe(200);
  });

  it('answers the clients rules’ refusals as 400 with their message, and changes nothing', async () => {
    const before = (await listed()).length;
    const actions = (await adminActions()).length;
    const http = await register({ name: 'Plain', redirect_uris: ['http://plain.example/cb'] });
    expect(http.statusCode).toBe(400);
    expect(http.json()).toEqual({
      code: 'validation.invalid',
      message: 'redirect_uris.0 must be an absolute https:// address (http:// only for localhost), without a fragment',
      fields: [{ path: 'redirect_uris.0', code: 'invalid' }],
    });
    const scope = await register({ name: 'Greedy', redirect_uris: ['https://greedy.example/cb'], scope: 'openid admin' });
    expect(scope.statusCode).toBe(400);
    expect(scope.json().message).toMatch(/^scope lists a scope this provider does not know/);
    const machine = await register({ name: 'Robot', redirect_uris: [], machine: true, scope: 'openid' });
    expect(machine.statusCode).toBe(400);
    expect(machine.json().message).toMatch(/openid or offline_access/);
    const missing = await register({ name: 'Nowhere', redirect_uris: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('redirect_uris needs at least one redirect URI');

    const { client_id: clientId } = (await register({ name: 'Kept', redirect_uris: ['https://kept.example/cb'] })).json().data;
    const patched = await t.app.inject({ method: 'PATCH', url: appUrl(clientId), headers: admin, payload: { redirect_uris: ['https://kept.example/cb#frag'], reason: REASON } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toMatch(/without a fragment/);
    const nothing = await t.app.inject({ method: 'PATCH', url: appUrl(clientId), headers: admin, payload: { reason: REASON } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/^Nothing to change/);
    expect((await listed()).find((a) => a.client_id === clientId)).toMatchObject({ redirect_uris: ['https://kept.example/cb'] });
    expect(await listed()).toHaveLength(before + 1);
    expect((await adminActions()).length).toBe(actions + 1);

    const publicApp = (await register({ name: 'Single page', redirect_uris: ['https://spa.example/cb'], public: true })).json();
    expect(publicApp.client_secret).toBeNull();
    const noSecret = await t.app.inject({ method: 'POST', url: appUrl(publicApp.data.client_id, '/secret'), headers: admin, payload: { reason: REASON } });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().message).toMatch(/public app/);
  });

  it('answers 404 for an unknown app', async () => {
    const calls = [
      { method: 'PATCH', url: appUrl('no-such-app'), payload: { name: 'X', reason: REASON } },
      { method: 'DELETE', url: appUrl('no-such-app'), payload: { reason: REASON } },
      { method: 'POST', url: appUrl('no-such-app', '/secret'), payload: { reason: REASON } },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: admin });
      expect(response.statusCode, call.method).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('requires a reason for every write', async () => {
    const before = (await listed()).length;
    const missing = await t.app.inject({ method: 'POST', url: API.supportApps, headers: admin, payload: { name: 'No reason', redirect_uris: ['https://x.example/cb'] } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { path: string }) => f.path)).toEqual(['reason']);
    const short = await t.app.inject({ method: 'POST', url: API.supportKeysRotate, headers: admin, payload: { reason: 'because' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([{ path: 'reason', code: 'reason_too_short' }]);
    expect(await listed()).toHaveLength(before);
  });
});

describe('signing keys', () => {
  it('rotate from the console: the new keys are listed as next and published in the JWKS at once', async () => {
    const keys = async () => (await t.app.inject({ url: API.supportKeys, headers: admin })).json().data as { kid: string; alg: string; state: string; activates_at: string }[];
    const before = await keys();
    expect(before.filter((k) => k.state === 'signing').map((k) => k.alg).sort()).toEqual(['ES256', 'RS256']);

    const response = await t.app.inject({ method: 'POST', url: API.supportKeysRotate, headers: admin, payload: { reason: REASON } });
    expect(response.statusCode, response.body).toBe(200);
    const { activates_at: activatesAt } = response.json();
    expect(Date.parse(activatesAt)).toBe(t.clock.now() + 5 * 60_000);

    const next = (await keys()).filter((k) => k.state === 'next');
    expect(next.map((k) => k.alg).sort()).toEqual(['ES256', 'RS256']);
    expect(next.every((k) => k.activates_at === activatesAt)).toBe(true);
    const published = ((await t.app.inject({ url: '/oauth/jwks' })).json().keys as { kid: string }[]).map((k) => k.kid);
    for (const key of next) expect(published).toContain(key.kid);
    expect((await adminActions()).at(-1)).toEqual({ action: 'keys_rotated', activates_at: activatesAt, reason: REASON });
  });
});
