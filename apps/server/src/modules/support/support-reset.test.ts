import { API, apiPath } from '@portal/contract/http';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, sessionHeaders, signInWithFactor, startMfaLogin } from '../../test/flows';
import { totpCode } from '../../test/totp';
import { addStaff } from './staff';

/**
 * The support reset of the second factor (issue 37; docs/support.md): an agent checks who is
 * calling, the portal sends a one-time support code to a contact the person still holds, and the
 * person's next sign-in passes the second factor with it once and sets up a new method.
 */
let t: TestApp;
const AGENT = 'totp@example.com';
// Cas Kaartman: SMS code only, card and national register number on file (docs/demo-data.md).
const PERSON = 'recover-card@example.com';
const PERSON_PHONE = '+32470199601';
const CARD = '5065 0000 0000 3003';
const NRN = '85.07.30-033.28';
const REASON = 'Caller lost their phone and recovery keys';
let personId: number;
let emailId: number;
let phoneId: number;

type Headers = Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  await addStaff(t.database.db, AGENT, 'agent', t.clock.now());
  const db = t.database.db;
  personId = (await db.selectFrom('user_emails').select('user_id').where('email', '=', PERSON).executeTakeFirstOrThrow()).user_id;
  emailId = (await db.selectFrom('user_emails').select('id').where('user_id', '=', personId).executeTakeFirstOrThrow()).id;
  phoneId = (await db.selectFrom('user_phones').select('id').where('user_id', '=', personId).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

async function agentSession(): Promise<Headers> {
  t.clock.advance(31_000);
  const response = await signInWithFactor(t.app, AGENT, 'totp', totpCode(t.clock.now()));
  expect(response.statusCode).toBe(200);
  return sessionHeaders(response.json().access_token);
}

const byCard = { check: 'card_and_national_register_number', card_number: CARD, national_register_number: NRN };
const resetBody = (over: object = {}) => ({ identity: byCard, send_to: { kind: 'email', id: emailId }, reason: REASON, ...over });
const reset = (headers: Headers, body: object = resetBody(), id = personId) =>
  t.app.inject({ method: 'POST', url: apiPath(API.supportReset, { id }), headers, payload: body });

const outbox = async (to: string) => (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as { id: number; text: string; subject?: string }[];
/** The newest support code sent to an address or number (the reset's notice e-mail comes after it). */
async function supportCode(to: string): Promise<string> {
  const message = (await outbox(to)).find((m) => /\b\d{8}\b/.test(m.text));
  const code = message?.text.match(/\b\d{8}\b/)?.[0];
  if (!code) throw new Error(`No support code for ${to}`);
  return code;
}
const supportRows = () => t.database.db.selectFrom('mfa_methods').selectAll().where('user_id', '=', personId).where('method', '=', 'support').execute();
const personEvents = async () =>
  t.database.db.selectFrom('security_events').selectAll().where('user_id', '=', personId).orderBy('id').execute();

/** The password step of the person, then the support method picked: the attempt to confirm. */
async function pickSupport(headers = deviceHeaders()) {
  const login = await startMfaLogin(t.app, PERSON, headers);
  const support = login.methods.find((m) => m.method === 'support');
  if (!support) return { ...login, support: undefined };
  const picked = await postJson(t.app, API.tokenMfaSend, { payload: login.payload, mfaId: support.id }, headers);
  expect(picked.statusCode, picked.body).toBe(200);
  return { ...login, support };
}
const confirm = (payload: string, code: string, headers: Headers) => postJson(t.app, API.tokenMfaConfirm, { payload, code }, headers);

describe('the support reset', () => {
  it('refuses a card or register number that is not the person’s, and changes and records nothing', async () => {
    const agent = await agentSession();
    const eventsBefore = (await t.database.db.selectFrom('security_events').select('id').execute()).length;
    const mailsBefore = (await outbox(PERSON)).length;
    for (const identity of [
      { ...byCard, national_register_number: '80.01.15-123.47' },
      { ...byCard, card_number: '5065 0000 0000 1001' },
    ]) {
      const refused = await reset(agent, resetBody({ identity }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ code: 'support.identity_mismatch', message: expect.any(String) });
    }
    expect((await t.database.db.selectFrom('security_events').select('id').execute()).length).toBe(eventsBefore);
    expect(await supportRows()).toEqual([]);
    expect(await t.database.db.selectFrom('verifications').select('id').where('purpose', '=', 'support').execute()).toEqual([]);
    expect((await outbox(PERSON)).length).toBe(mailsBefore);
    expect((await startMfaLogin(t.app, PERSON)).methods.map((m) => m.method)).not.toContain('support');
  });

  it('sends only to a verified contact of the person', async () => {
    const agent = await agentSession();
    const other = await t.database.db.selectFrom('user_emails').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    expect((await reset(agent, resetBody({ send_to: { kind: 'email', id: other.id } }))).statusCode).toBe(404);
    expect((await reset(agent, resetBody(), 999_999)).statusCode).toBe(404);
    await t.database.db.updateTable('user_phones').set({ verified: 0 }).where('id', '=', phoneId).execute();
    const unverified = await reset(agent, resetBody({ send_to: { kind: 'phone', id: phoneId } }));
    await t.database.db.updateTable('user_phones').set({ verified: 1 }).where('id', '=', phoneId).execute();
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().fields).toEqual([{ path: 'send_to.id', code: 'unverified' }]);
    expect(await supportRows()).toEqual([]);
  });

  it('sends the code to the person, never to the agent, and the sign-in passes the second factor with it once', async () => {
    const agent = await agentSession();
    const answer = await reset(agent);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ sent_to: 'r***@example.com', expires_at: new Date(t.clock.now() + 24 * HOUR).toISOString() });
    const [notice, mail] = await outbox(PERSON);
    expect(notice?.subject).toBe('Beveiligingswijziging op je account');
    // Cas reads Dutch.
    expect(mail?.text).toMatch(/^Je supportcode is \d{8}\./);
    expect(mail?.text).toContain('één keer');
    const code = await supportCode(PERSON);
    expect(answer.body).not.toContain(code);

    // The person's page shows the open reset; its code is not among the verifications an agent may resend.
    const page = await t.app.inject({ url: `${apiPath(API.supportPerson, { id: personId })}?reason=${encodeURIComponent(REASON)}`, headers: agent });
    expect(page.json().data.support_reset).toEqual({ target: 'r***@example.com', expires_at: new Date(t.clock.now() + 24 * HOUR).toISOString() });
    expect(page.json().data.pending.map((p: { purpose: string }) => p.purpose)).not.toContain('support');
    const [open] = await t.database.db.selectFrom('verifications').select('id').where('user_id', '=', personId).where('purpose', '=', 'support').where('completed_at', 'is', null).execute();
    const resend = await t.app.inject({ method: 'POST', url: apiPath(API.supportResendVerification, { id: personId }), headers: agent, payload: { verification_id: open?.id, reason: REASON } });
    expect(resend.statusCode).toBe(404);

    // The sign-in offers the support method (the contact it went to, masked); picking it sends nothing.
    const headers = deviceHeaders();
    const login = await pickSupport(headers);
    expect(login.support).toMatchObject({ method: 'support', target: 'r***@example.com' });
    expect((await outbox(PERSON))[0]?.id).toBe(notice?.id);

    const signedIn = await confirm(login.payload, code, headers);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'Bearer', setup_second_factor: true });
    const session = sessionHeaders(signedIn.json().access_token, headers['x-device-id']);
    const row = await t.database.db.selectFrom('sessions').select('second_factor').where('token_hash', '=', sha256(signedIn.json().access_token)).executeTakeFirstOrThrow();
    expect(row.second_factor).toBe('support');

    // Works once: the method is gone, the next sign-in does not offer it, and the code opens nothing.
    expect(await supportRows()).toEqual([]);
    const again = await startMfaLogin(t.app, PERSON);
    expect(again.methods.map((m) => m.method)).toEqual(['sms']);
    expect((await postJson(t.app, API.tokenMfaSend, { payload: again.payload, mfaId: login.support?.id }, again.headers)).json().code).toBe('mfa.method_unavailable');

    // The step-up is granted: the person sets up a new authenticator right away.
    expect((await t.app.inject({ url: API.mfaStatus, headers: session })).json()).toMatchObject({ sudo: true });
    const started = await t.app.inject({ url: apiPath(API.mfaActivateStart, { id: -3 }), headers: session });
    expect(started.statusCode, started.body).toBe(200);
    const totp = TOTP.generate({ secret: Secret.fromBase32(started.json().data.totp.secret), timestamp: t.clock.now() });
    const added = await postJson(t.app, API.mfaActivate, { payload: started.json().payload, code: totp }, session);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().recovery_keys).toHaveLength(10);

    // The person's history: the reset (without the agent's session, device or address) and the code's use.
    const events = await personEvents();
    const resetEvent = events.find((e) => e.action === 'support_second_factor_reset');
    expect(resetEvent).toMatchObject({ session_id: null, device_id: null, ip: null, user_agent: null });
    expect(JSON.parse(resetEvent?.detail ?? '{}')).toMatchObject({ check: 'card_and_national_register_number', channel: 'email', reason: REASON });
    expect(resetEvent?.detail).not.toContain('3003');
    expect(events.find((e) => e.action === 'support_code_used')).toMatchObject({ method: 'support' });
    const history = (await t.app.inject({ url: API.securityEvents, headers: session })).json().data.map((e: { type: string }) => e.type);
    expect(history).toEqual(expect.arrayContaining(['support_second_factor_reset', 'support_code_used']));
    // The agent's own log says what they did, to whom and why.
    const agentEvent = await t.database.db.selectFrom('security_events').selectAll().where('action', '=', 'support_action').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(agentEvent.detail ?? '{}')).toMatchObject({ action: 'second_factor_reset', person: personId, reason: REASON });
  });

  it('is no longer offered nor accepted after 24 hours', async () => {
    t.clock.advance(20 * MINUTE);
    const agent = await agentSession();
    expect((await reset(agent)).statusCode).toBe(200);
    const code = await supportCode(PERSON);
    t.clock.advance(24 * HOUR - MINUTE);
    const login = await pickSupport();
    expect(login.support).toBeDefined();
    t.clock.advance(2 * MINUTE);
    expect((await confirm(login.payload, code, login.headers)).json().code).toBe('mfa.invalid_code');
    expect((await startMfaLogin(t.app, PERSON)).methods.map((m) => m.method)).not.toContain('support');
  });

  it('replaces the previous code and method with a new reset', async () => {
    t.clock.advance(20 * MINUTE);
    const agent = await agentSession();
    expect((await reset(agent)).statusCode).toBe(200);
    const first = await supportCode(PERSON);
    const second = await reset(agent, resetBody({ send_to: { kind: 'phone', id: phoneId } }));
    expect(second.json().sent_to).toMatch(/601$/);
    const sms = await supportCode(PERSON_PHONE);
    expect((await outbox(PERSON_PHONE))[0]?.text).toMatch(/supportcode/);
    expect((await supportRows()).map((r) => r.target)).toEqual([PERSON_PHONE]);

    const login = await pickSupport();
    expect((await confirm(login.payload, first, login.headers)).json().code).toBe('mfa.invalid_code');
    const signedIn = await confirm(login.payload, sms, login.headers);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('opens no staff desk: a support code is not a desk factor', async () => {
    t.clock.advance(20 * MINUTE);
    await addStaff(t.database.db, PERSON, 'agent', t.clock.now());
    const agent = await agentSession();
    expect((await reset(agent)).statusCode).toBe(200);
    const code = await supportCode(PERSON);
    const login = await pickSupport();
    const signedIn = await confirm(login.payload, code, login.headers);
    expect(signedIn.statusCode).toBe(200);
    const session = sessionHeaders(signedIn.json().access_token);
    const desk = await t.app.inject({ url: API.supportMe, headers: session });
    expect(desk.statusCode).toBe(404);
    expect(desk.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    // Only the desk is hidden: the portal goes on.
    expect((await t.app.inject({ url: API.user, headers: session })).statusCode).toBe(200);
  });
  // Last: the 19 refused guesses spend the account's wrong-code allowance (10 in 15 minutes of real time).
  it('answers 20 parallel confirms of one code with exactly one session', async () => {
    t.clock.advance(20 * MINUTE);
    const agent = await agentSession();
    expect((await reset(agent, resetBody({ identity: { check: 'document', document: 'passport' } }))).statusCode).toBe(200);
    const code = await supportCode(PERSON);
    const supportSessions = () => t.database.db.selectFrom('sessions').select('id').where('user_id', '=', personId).where('second_factor', '=', 'support').execute();
    const uses = async () => (await personEvents()).filter((e) => e.action === 'support_code_used').length;
    const [sessionsBefore, usesBefore] = [(await supportSessions()).length, await uses()];
    const attempts = [];
    for (let n = 0; n < 20; n++) attempts.push(await pickSupport());
    const answers = await Promise.all(attempts.map((a) => confirm(a.payload, code, a.headers)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect([400, 429]).toContain(refused.statusCode);
    expect((await supportSessions()).length).toBe(sessionsBefore + 1);
    expect(await uses()).toBe(usesBefore + 1);
  });
});
