import { randomUUID } from 'node:crypto';
import { accountExportSchema, type AccountExport, type AccountExportSection } from '@portal/contract/account-export';
import { textsOf, voiceViolations } from '@portal/contract/voice';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../demo/accounts';
import { startTestApp, type TestApp } from '../../test/app';
import { sessionHeaders, signIn, stepUpByEmail } from '../../test/flows';
import { browse, callbackParams, decide, partnerRequest, signedInJar, tokenRequest, PARTNER } from '../../test/oauth';
import { summaryTexts } from './summary-texts';

let t: TestApp;
let headers: Record<string, string>;
let token: string;
let tess: number;
const EMAIL = 'totp@example.com';
const IBAN = 'BE71096123456769';

const db = () => t.database.db;
const download = (h = headers) => t.app.inject({ method: 'POST', url: '/api/user/export', headers: h });
const outbox = async (to: string) => (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as { subject: string; text: string }[];
const exportEvents = (userId: number) => db().selectFrom('security_events').select('id').where('user_id', '=', userId).where('action', '=', 'data_exported').execute();

function unzip(body: Buffer): { json: AccountExport; jsonText: string; html: string; names: string[] } {
  const files = unzipSync(new Uint8Array(body));
  const jsonText = strFromU8(files['account.json'] ?? new Uint8Array());
  return { json: accountExportSchema.parse(JSON.parse(jsonText)), jsonText, html: strFromU8(files['summary.html'] ?? new Uint8Array()), names: Object.keys(files).sort() };
}

/** Rows in every table the export reads, so that each section has something to show. */
async function seedTess(): Promise<void> {
  const now = t.clock.now();
  // The IBAN through the API (a step-up, an event and a notice), its delay passed.
  expect((await stepUpByEmail(t.app, headers, EMAIL)).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'PUT', url: '/api/user/iban', headers, payload: { iban: IBAN } })).statusCode).toBe(200);
  // A partner app through the provider: a grant, and the app on this session.
  const request = partnerRequest({ scope: 'openid profile email' });
  const jar = signedInJar(token);
  let stop = await browse(t.app, jar, request.path);
  if (stop.kind === 'approve') stop = await browse(t.app, jar, (await decide(t.app, token, stop.location, true)).json().target);
  const code = callbackParams(stop.location).get('code') ?? '';
  expect((await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: request.verifier }, PARTNER)).statusCode).toBe(200);

  const sessionId = (await db().selectFrom('sessions').select('id').where('user_id', '=', tess).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  await db()
    .insertInto('passkeys')
    .values({
      user_id: tess, credential_id: 'cred-tess', public_key: 'PUBLICKEY-OF-TESS', counter: 0, transports: '[]', user_handle: 'handle-tess', aaguid: 'aaguid', backed_up: 1,
      name: 'Tess’s laptop', created_at: now, last_used_at: null, last_used_ip: null, changed_at: now, change: 'added', changed_device_id: null, changed_ip: null, changed_user_agent: null, removed_at: null,
    })
    .execute();
  await db().insertInto('trusted_devices').values({ user_id: tess, device_id: 'device-tess', created_at: now, expires_at: now + 86_400_000, token_hash: 'TRUSTTOKENHASH', user_agent: 'Firefox', ip: '192.0.2.1', last_used_at: now }).execute();
  await db().insertInto('external_logins').values({ user_id: tess, issuer: 'https://login.microsoftonline.com/x/v2.0', subject: 'ms-subject-tess', email: 'tess@outlook.example', created_at: now, unlinked_at: null }).execute();
  await db().insertInto('cards').values({ card_number_hash: 'CARDHASHTESS', kind: 'eco', firstname: 'Tess', lastname: 'Tanner', national_register_number_hash: null, language: 'en', status: 'issued', user_id: tess, activated_at: now, imported_at: now }).execute();
  await db().insertInto('invitations').values({ code_hash: 'INVITATIONHASH', platform: 'mymonizze', email: EMAIL, firstname: 'Tess', lastname: 'Tanner', company: 'Acme Belgium', language: 'en', expires_at: null, user_id: tess, used_at: now, imported_at: now }).execute();
  await db().insertInto('account_aliases').values({ old_user_id: 987654, user_id: tess, created_at: now }).execute();
  await db().insertInto('mfa_reminders').values({ user_id: tess, started_at: now, weeks: 4, last_reminded_at: null, next_at: now + 7 * 86_400_000, dismissed_until: null }).execute();
  await db().insertInto('session_settings').values({ user_id: tess, history_enabled: 1 }).execute();
  await db().insertInto('backchannel_logouts').values({ variant: 'be', client_id: PARTNER.clientId, sid: 'sid-tess', sub: String(tess), jti: 'jti-tess', created_at: now, next_attempt_at: null, delivered_at: now, gave_up_at: null }).execute();
  await db().insertInto('staff').values({ user_id: tess, role: 'agent', created_at: now }).execute();
  await db().insertInto('staff_sessions').values({ session_id: sessionId, last_seen_at: now }).execute();
  // Past the IBAN's 72-hour delay: it is the current one.
  t.clock.advance(73 * 3_600_000);
}

beforeAll(async () => {
  t = await startTestApp();
  tess = (await db().selectFrom('user_emails').select('user_id').where('email', '=', EMAIL).executeTakeFirstOrThrow()).user_id;
  token = await signIn(t.app, EMAIL);
  headers = sessionHeaders(token);
  await seedTess();
});
afterAll(() => t.close());

describe('download my data', () => {
  let zip: ReturnType<typeof unzip>;
  let response: Awaited<ReturnType<typeof download>>;

  it('is refused without a step-up, and takes nothing of the minute’s download', async () => {
    const refused = await download();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('mfa.step_up_required');
    expect(await exportEvents(tess)).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/export', headers: { accept: 'application/json', 'x-device-id': randomUUID() } })).statusCode).toBe(401);
  });

  it('answers a ZIP of account.json and summary.html after a step-up', async () => {
    expect((await stepUpByEmail(t.app, headers, EMAIL)).statusCode).toBe(200);
    response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="account-data-${new Date(t.clock.now()).toISOString().slice(0, 10)}.zip"`);
    expect(response.headers['cache-control']).toBe('no-store');
    zip = unzip(response.rawPayload);
    expect(zip.names).toEqual(['account.json', 'summary.html']);
  });

  it('holds the person’s data, in the contract’s shape', () => {
    const data = zip.json;
    expect(data.profile).toMatchObject({ account_id: tess, firstname: 'Tess', lastname: 'Tanner', linked_ids: { user_id: 1004 } });
    expect(data.emails.map((e) => e.email)).toContain(EMAIL);
    expect(data.phones.map((p) => p.phone)).toContain('+32470123411');
    expect(data.ibans).toEqual([expect.objectContaining({ iban: IBAN, country: 'BE', status: 'current', cancelled_at: null })]);
    expect(data.second_factor_methods.map((m) => m.kind).sort()).toEqual(['email', 'totp', 'totpRecovery']);
    expect(data.second_factor_methods.find((m) => m.kind === 'email')?.target).toBe(EMAIL);
    expect(data.recovery_keys).toMatchObject({ total: 10, unused: 10, used_at: [] });
    expect(data.passkeys).toEqual([expect.objectContaining({ name: 'Tess’s laptop', backed_up: true, removed_at: null })]);
    expect(data.trusted_devices).toEqual([expect.objectContaining({ device_id: 'device-tess', ip: '192.0.2.1' })]);
    expect(data.sessions.history_enabled).toBe(true);
    const session = data.sessions.data.at(-1);
    expect(session?.second_factor).toBe('email');
    expect(session?.partner_apps.map((a) => a.client_id)).toContain(PARTNER.clientId);
    expect(data.security_events.map((e) => e.type)).toEqual(expect.arrayContaining(['signed_in', 'iban_changed', 'step_up_granted', 'consent_granted']));
    expect(data.notifications.map((n) => n.kind)).toContain('iban_changed');
    expect(data.partner_apps).toEqual([expect.objectContaining({ client_id: PARTNER.clientId, scopes: expect.arrayContaining(['openid', 'profile', 'email']) })]);
    expect(data.partner_apps[0]?.granted_at).not.toBeNull();
    expect(data.cards).toEqual([expect.objectContaining({ kind: 'eco', status: 'issued' })]);
    expect(data.invitations).toEqual([expect.objectContaining({ company: 'Acme Belgium', platform: 'mymonizze' })]);
    expect(data.merged_accounts).toEqual([expect.objectContaining({ account_id: 987654 })]);
    expect(data.external_logins).toEqual([expect.objectContaining({ email: 'tess@outlook.example' })]);
    expect(data.mfa_reminders).toMatchObject({ weeks: 4, reminders_sent: 0 });
    expect(data.support_staff).toMatchObject({ role: 'agent' });
    expect(data.step_up_grants.length).toBeGreaterThan(0);
    expect(data.verifications.map((v) => v.purpose)).toContain('step_up');
  });

  it('never holds a hash, token, secret or sealed value', async () => {
    const secrets = [
      DEMO_TOTP_SECRET,
      token,
      ...(await db().selectFrom('mfa_methods').select('secret_enc').where('user_id', '=', tess).execute()).flatMap((r) => (r.secret_enc ? [r.secret_enc] : [])),
      (await db().selectFrom('users').select('password_hash').where('id', '=', tess).executeTakeFirstOrThrow()).password_hash,
      ...(await db().selectFrom('sessions').select('token_hash').where('user_id', '=', tess).execute()).map((r) => r.token_hash),
      ...(await db().selectFrom('recovery_keys').select('key_hash').where('user_id', '=', tess).execute()).map((r) => r.key_hash),
      ...(await db().selectFrom('user_ibans').select('iban_sealed').where('user_id', '=', tess).execute()).map((r) => r.iban_sealed),
      ...(await db().selectFrom('verifications').select('code_hash').where('user_id', '=', tess).execute()).flatMap((r) => (r.code_hash ? [r.code_hash] : [])),
      'TRUSTTOKENHASH', 'PUBLICKEY-OF-TESS', 'CARDHASHTESS', 'INVITATIONHASH', 'jti-tess',
    ];
    expect(secrets.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      expect(zip.jsonText).not.toContain(secret);
      expect(zip.html).not.toContain(secret);
    }
    expect(zip.jsonText).not.toMatch(/hash|secret|sealed|token/i);
  });

  it('covers every table that holds rows of a person', async () => {
    // A new table with a person's rows fails here until the export (and this map) takes it in.
    const covered: Record<string, AccountExportSection> = {
      users: 'profile', user_emails: 'emails', user_phones: 'phones', user_ibans: 'ibans', mfa_methods: 'second_factor_methods', passkeys: 'passkeys',
      recovery_keys: 'recovery_keys', trusted_devices: 'trusted_devices', sessions: 'sessions', session_clients: 'sessions', session_settings: 'sessions',
      staff_sessions: 'sessions', security_events: 'security_events', notifications: 'notifications', oidc_payloads: 'partner_apps',
      backchannel_logouts: 'partner_logouts', external_logins: 'external_logins', cards: 'cards', invitations: 'invitations', account_aliases: 'merged_accounts',
      mfa_reminders: 'mfa_reminders', verifications: 'verifications', step_up_grants: 'step_up_grants', staff: 'support_staff',
    };
    const personal = ['user_id', 'old_user_id', 'account_id', 'session_id', 'sub'];
    const columns = await columnsOfEveryTable();
    const tables = Object.entries(columns).filter(([, cols]) => cols.some((c) => personal.includes(c)));
    expect(tables.map(([name]) => name).sort()).toEqual(Object.keys(covered).sort());

    for (const [table, cols] of tables) {
      const column = table === 'users' ? 'id' : (['user_id', 'account_id', 'sub', 'session_id'].find((c) => cols.includes(c)) ?? '');
      const value = column === 'account_id' || column === 'sub' ? String(tess) : tess;
      const where =
        column === 'session_id' ? sql`${sql.ref(column)} in (select id from sessions where user_id = ${tess})` : sql`${sql.ref(column)} = ${value}`;
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(db());
      const held = Number(rows[0]?.n ?? 0);
      expect(held, `${table} holds rows of the person`).toBeGreaterThan(0);
      const section = covered[table] as AccountExportSection;
      const shown = zip.json[section];
      const count = shown === null ? 0 : Array.isArray(shown) ? shown.length : 'data' in shown ? shown.data.length : 'total' in shown ? shown.total : 1;
      expect(count, `${table} → ${section}`).toBeGreaterThan(0);
    }
  });

  it('is recorded as a security event and announced by e-mail', async () => {
    const [event] = await db().selectFrom('security_events').selectAll().where('user_id', '=', tess).where('action', '=', 'data_exported').execute();
    expect(event).toMatchObject({ action: 'data_exported', session_id: expect.any(Number) });
    expect((await outbox(EMAIL))[0]?.text).toMatch(/A copy of all the data of your account was downloaded/);
    const notices = await db().selectFrom('notifications').select('kind').where('user_id', '=', tess).where('kind', '=', 'data_exported').execute();
    expect(notices).toHaveLength(1);
  });

  it('answers 429 to a second download within the minute, recording and sending nothing', async () => {
    expect((await stepUpByEmail(t.app, headers, EMAIL)).statusCode).toBe(200);
    const mails = (await outbox(EMAIL)).length;
    const again = await download();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ code: 'auth.too_many_attempts', message: 'Too many attempts. Please try again later.' });
    expect(await exportEvents(tess)).toHaveLength(1);
    expect(await outbox(EMAIL)).toHaveLength(mails);
  });

  it('summarises the same in a readable page without scripts', () => {
    expect(zip.html).toMatch(/^<!doctype html>/);
    expect(zip.html).toContain('<html lang="en">');
    expect(zip.html).toContain('<h1>Your account data</h1>');
    expect(zip.html).not.toMatch(/<script|javascript:|<link|src=/i);
    for (const text of [EMAIL, '+32470123411', IBAN, 'Tess’s laptop', 'Acme Belgium', 'The IBAN of your account was changed.']) expect(zip.html).toContain(text);
  });
});

describe('the OpenAPI document', () => {
  it('describes the route, its ZIP and its refusals', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const route = doc.paths['/api/user/export'].post;
    expect(route.tags).toEqual(['account']);
    expect(route.description).toContain('account.json');
    expect(route.responses['200'].content['application/zip'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
  });
});

describe('the summary', () => {
  it('escapes what the person typed, and speaks their language', async () => {
    const jan = await signIn(t.app, 'demo@example.com');
    const janHeaders = sessionHeaders(jan);
    const janId = (await db().selectFrom('user_emails').select('user_id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).user_id;
    await db().updateTable('users').set({ firstname: '<script>alert(1)</script>', lastname: 'O"Brien & <b>Co</b>' }).where('id', '=', janId).execute();
    expect((await stepUpByEmail(t.app, janHeaders, 'demo@example.com')).statusCode).toBe(200);
    const response = await download(janHeaders);
    expect(response.statusCode).toBe(200);
    const { html, json } = unzip(response.rawPayload);
    expect(json.profile.firstname).toBe('<script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Co</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('O&quot;Brien &amp; &lt;b&gt;Co&lt;/b&gt;');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>De gegevens van je account</h1>');
  });

  it('lets one of 100 simultaneous downloads through: one ZIP, one event, one e-mail', async () => {
    const email = 'delete.me@example.com';
    const person = sessionHeaders(await signIn(t.app, email));
    const personId = (await db().selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
    expect((await stepUpByEmail(t.app, person, email, false)).statusCode).toBe(200);
    const before = (await outbox(email)).length;
    const answers = await Promise.all(Array.from({ length: 100 }, () => download(person)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(99);
    expect(await exportEvents(personId)).toHaveLength(1);
    expect((await outbox(email)).length - before).toBe(1);
  });

  it.each(['en', 'nl', 'fr', 'de'] as const)('uses the agreed words in %s', (language) => {
    expect(voiceViolations(language, textsOf(summaryTexts[language]))).toEqual([]);
  });
});

/** Every table's columns, from the database's own catalogue. */
async function columnsOfEveryTable(): Promise<Record<string, string[]>> {
  if (t.database.dialect === 'sqlite') {
    const { rows } = await sql<{ tbl: string; col: string }>`select m.name as tbl, p.name as col from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table'`.execute(db());
    return group(rows);
  }
  const { rows } = await sql<{ tbl: string; col: string }>`select table_name as tbl, column_name as col from information_schema.columns where table_schema = current_schema()`.execute(db());
  return group(rows);
}

function group(rows: { tbl: string; col: string }[]): Record<string, string[]> {
  const tables: Record<string, string[]> = {};
  for (const { tbl, col } of rows) (tables[tbl] ??= []).push(col);
  return tables;
}
