import { API } from '@portal/contract/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../demo/accounts';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { deskSession, eventsOf, idOf, type Headers } from '../../test/desk';
import { postJson, sessionHeaders, signIn, stepUpByEmail } from '../../test/flows';
import { addStaff } from './staff';

/** The person's page of the support desk (issue 37; docs/support.md). */
let t: TestApp;
const AGENT = 'totp@example.com';
const REASON = 'Caller cannot sign in since this morning';
let agent: Headers;

beforeAll(async () => {
  t = await startTestApp();
  await addStaff(t.database.db, AGENT, 'agent', t.clock.now());
  agent = await deskSession(t, AGENT);
});
afterAll(() => t.close());

const pageUrl = (id: number | string, reason: string | null = REASON) => `${API.supportPerson.replace(':id', String(id))}${reason === null ? '' : `?reason=${encodeURIComponent(reason)}`}`;
const page = (id: number | string, reason?: string | null) => t.app.inject({ url: pageUrl(id, reason), headers: agent });

describe('the person’s page', () => {
  it('shows the profile, full contacts, masked methods, cards, sessions, history and limits', async () => {
    const jan = await idOf(t, 'demo@example.com');
    await signIn(t.app, 'demo@example.com');
    const response = await page(jan);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: jan, firstname: 'Jan', lastname: 'Peeters', username: 'demo@example.com', language: 'nl', customer: false });
    expect(data.emails).toContainEqual({ id: expect.any(Number), email: 'demo@example.com', default: true, verified: true });
    expect(data.phones).toContainEqual(expect.objectContaining({ phone: '+32470123456', default: true }));
    expect(data.methods.map((m: { method: string; target: string | null }) => [m.method, m.target])).toEqual(expect.arrayContaining([
      ['email', 'd***@example.com'],
      ['sms', '+32 *** *** 456'],
    ]));
    const cards = await t.database.db.selectFrom('cards').select(['id', 'kind', 'status']).where('user_id', '=', jan).execute();
    const { card_number_hash } = await t.database.db.selectFrom('users').select('card_number_hash').where('id', '=', jan).executeTakeFirstOrThrow();
    expect(data.card_on_account).toBe(true);
    expect(card_number_hash).not.toBeNull();
    expect(JSON.stringify(data)).not.toContain(card_number_hash);
    expect(data.cards.map((c: { id: number; kind: string; status: string }) => ({ id: c.id, kind: c.kind, status: c.status }))).toEqual(cards);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toEqual({ id: expect.any(Number), browser: null, os: null, location: { city: null, country: null }, created_at: expect.any(String), last_seen_at: expect.any(String) });
    expect(data.history[0].type).toBe('signed_in');
    expect(data.limits).toEqual({ captcha_required: false, locked_for_today: false, second_factor_locked: false });
    expect(data.recovery_requests).toEqual([]);
    expect(data.support_reset).toBeNull();
  });

  it('holds no secret: no TOTP secret, recovery key or code hash anywhere in the answer', async () => {
    const luc = await idOf(t, 'lastkey@example.com');
    await signIn(t.app, 'lastkey@example.com');
    const response = await page(luc);
    const data = response.json().data;
    expect(data.recovery_keys_left).toBe(1);
    expect(data.methods.find((m: { method: string }) => m.method === 'totp').target).toBeNull();
    const secrets = [
      DEMO_TOTP_SECRET,
      ...(await t.database.db.selectFrom('mfa_methods').select('secret_enc').where('user_id', '=', luc).execute()).flatMap((r) => (r.secret_enc ? [r.secret_enc] : [])),
      ...(await t.database.db.selectFrom('recovery_keys').select('key_hash').where('user_id', '=', luc).execute()).map((r) => r.key_hash),
      ...(await t.database.db.selectFrom('verifications').select('code_hash').where('user_id', '=', luc).execute()).flatMap((r) => (r.code_hash ? [r.code_hash] : [])),
      ...(await t.database.db.selectFrom('sessions').select('token_hash').where('user_id', '=', luc).execute()).map((r) => r.token_hash),
    ];
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain('password');
  });

  it('lists a pending contact check with its masked target, resendable, and its partner apps', async () => {
    const email = 'profile@example.com';
    const person = await idOf(t, email);
    const headers = sessionHeaders(await signIn(t.app, email));
    expect((await stepUpByEmail(t.app, headers, email, false)).statusCode).toBe(200);
    expect((await postJson(t.app, API.userLogin, { email: 'new.address@example.org' }, headers)).statusCode).toBe(200);
    const { pending } = (await page(person)).json().data;
    expect(pending).toContainEqual({ id: expect.stringMatching(/^[0-9a-f]{64}$/), purpose: 'contact', target: 'n***@example.org', created_at: expect.any(String), expires_at: expect.any(String), resendable: true });
    expect(JSON.stringify(pending)).not.toContain('new.address');
  });

  it('says when the person closed the account and when it is erased', async () => {
    const email = 'delete.me@example.com';
    const person = await idOf(t, email);
    expect((await page(person)).json().data.closed).toBeNull();
    const headers = sessionHeaders(await signIn(t.app, email));
    expect((await stepUpByEmail(t.app, headers, email)).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/user/deletion', { confirm: 'DELETE' }, headers)).statusCode).toBe(200);
    const { closed_at, erase_at } = await t.database.db.selectFrom('users').select(['closed_at', 'erase_at']).where('id', '=', person).executeTakeFirstOrThrow();
    expect((await page(person)).json().data.closed).toEqual({ at: new Date(closed_at!).toISOString(), erase_at: new Date(erase_at!).toISOString() });
  });

  it('says when sign-in limits hold the person', async () => {
    const person = await idOf(t, 'nomfa@example.com');
    for (let n = 0; n < 3; n++) await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: `wrong-${n}` });
    expect((await page(person)).json().data.limits).toEqual({ captcha_required: true, locked_for_today: false, second_factor_locked: false });
    expect((await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD })).json().code).toBe('auth.captcha_required');
  });

  it('is written to the agent’s own log with the person and the reason, not to the person’s', async () => {
    const person = await idOf(t, 'customer@example.com');
    const agentId = await idOf(t, AGENT);
    expect((await page(person)).statusCode).toBe(200);
    const viewed = (await eventsOf(t, agentId, 'support_person_viewed')).at(-1);
    expect(viewed).toMatchObject({ device_id: agent['x-device-id'], created_at: t.clock.now(), detail: { person, reason: REASON } });
    expect(viewed?.session_id).not.toBeNull();
    expect(await eventsOf(t, person, 'support_person_viewed')).toEqual([]);
  });

  it('answers an unknown person 404 and bad input 400 with field codes, recording nothing', async () => {
    const agentId = await idOf(t, AGENT);
    const before = (await eventsOf(t, agentId, 'support_person_viewed')).length;
    const unknown = await page(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    const jan = await idOf(t, 'demo@example.com');
    for (const [reason, code] of [[null, 'required'], ['', 'required'], ['too short', 'reason_too_short']] as const) {
      const refused = await page(jan, reason);
      expect(refused.statusCode, String(reason)).toBe(400);
      expect(refused.json().fields, String(reason)).toEqual([{ path: 'reason', code }]);
    }
    for (const id of ['abc', '0', '-1', '1.5']) {
      const r = await page(id);
      expect(r.statusCode, `${id} ${r.body.slice(0, 200)}`).toBe(400);
    }
    expect((await eventsOf(t, agentId, 'support_person_viewed')).length).toBe(before);
  });
});
