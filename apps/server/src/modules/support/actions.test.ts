import { API } from '@portal/contract/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { solvedCaptcha } from '../../test/captcha';
import { startTestApp, type TestApp } from '../../test/app';
import { deskSession, eventsOf, idOf, outboxOf, type Headers } from '../../test/desk';
import { deviceHeaders, postJson, sessionHeaders, signIn, stepUpByEmail } from '../../test/flows';
import { authorizeAndApprove, PARTNER, tokenRequest } from '../../test/oauth';
import { addStaff } from './staff';

/** The desk's actions on a person (issue 37; docs/support.md). */
let t: TestApp;
const AGENT = 'totp@example.com';
const REASON = 'Caller lost their phone yesterday evening';
let agent: Headers;
let agentId: number;

beforeAll(async () => {
  t = await startTestApp();
  await addStaff(t.database.db, AGENT, 'agent', t.clock.now());
  agent = await deskSession(t, AGENT);
  agentId = await idOf(t, AGENT);
});
afterAll(() => t.close());

const act = (url: string, person: number, payload: object) => t.app.inject({ method: 'POST', url: url.replace(':id', String(person)), headers: agent, payload });
const user = (token: string) => t.app.inject({ url: API.user, headers: sessionHeaders(token) });

describe('ending sessions', () => {
  it('ends one session of the person, recorded on both logs and told to the person, without the agent’s device in their history', async () => {
    const email = 'nomfa@example.com';
    const person = await idOf(t, email);
    const signInToken = async () => (await postJson(t.app, '/api/token', { username: email, password: DEMO_PASSWORD })).json().access_token as string;
    const [one, other] = [await signInToken(), await signInToken()];
    const session = await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', person).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const mails = (await outboxOf(t, email)).length;
    const ended = await act(API.supportEndSessions, person, { session_id: session.id, reason: REASON });
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await user(other)).statusCode).toBe(401);
    expect((await user(one)).statusCode).toBe(200);
    expect((await eventsOf(t, agentId, 'support_action')).at(-1)).toMatchObject({ device_id: agent['x-device-id'], detail: { action: 'sessions_ended', person, reason: REASON, session: session.id } });
    const own = (await eventsOf(t, person, 'support_sessions_ended')).at(-1);
    expect(own).toMatchObject({ session_id: null, device_id: null, ip: null, user_agent: null, detail: { agent: agentId, reason: REASON } });
    const history = (await t.app.inject({ url: API.securityEvents, headers: sessionHeaders(one) })).json().data;
    expect(history[0]).toMatchObject({ type: 'support_sessions_ended', browser: null, os: null, location: { city: null, country: null } });
    expect((await outboxOf(t, email)).length).toBe(mails + 1);
    expect((await outboxOf(t, email))[0]?.text).toContain('support');
  });

  it('refuses another person’s session, an unknown person, and a missing or short reason, ending nothing', async () => {
    const person = await idOf(t, 'nomfa@example.com');
    const token = (await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD })).json().access_token as string;
    const agentSession = await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', agentId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const before = (await eventsOf(t, agentId, 'support_action')).length;
    expect((await act(API.supportEndSessions, person, { session_id: agentSession.id, reason: REASON })).json()).toEqual({ code: 'not_found', message: 'Not found.' });
    expect((await act(API.supportEndSessions, 999_999, { reason: REASON })).statusCode).toBe(404);
    const missing = await act(API.supportEndSessions, person, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { path: string }) => f.path)).toEqual(['reason']);
    expect((await act(API.supportEndSessions, person, { reason: 'short' })).json().fields).toEqual([{ path: 'reason', code: 'reason_too_short' }]);
    expect((await act(API.supportEndSessions, person, { reason: REASON, session_id: 'x' })).statusCode).toBe(400);
    expect((await user(token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: API.supportMe, headers: agent })).statusCode).toBe(200);
    expect((await eventsOf(t, agentId, 'support_action')).length).toBe(before);
  });

  it('ends all of them once when the same request comes 20 times at once', async () => {
    const email = 'customer@example.com';
    const person = await idOf(t, email);
    const tokens = [await signIn(t.app, email), await signIn(t.app, email), await signIn(t.app, email)];
    const before = (await eventsOf(t, person, 'support_sessions_ended')).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(API.supportEndSessions, person, { reason: REASON })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.reduce((sum, a) => sum + a.json().ended, 0)).toBe(3);
    expect((await eventsOf(t, person, 'support_sessions_ended')).length).toBe(before + 1);
    for (const token of tokens) expect((await user(token)).statusCode).toBe(401);
  });
});

describe('lifting the limits', () => {
  it('lets a held sign-in through without a captcha, once', async () => {
    const email = 'weak@example.com';
    const person = await idOf(t, email);
    for (let n = 0; n < 3; n++) await postJson(t.app, '/api/token', { username: email, password: `wrong-${n}` });
    expect((await postJson(t.app, '/api/token', { username: email, password: 'wrong' })).json().code).toBe('auth.captcha_required');
    const lifted = await Promise.all(Array.from({ length: 5 }, () => act(API.supportLiftLimits, person, { reason: REASON })));
    expect(lifted.map((r) => r.json().lifted).filter(Boolean)).toEqual([true]);
    expect((await eventsOf(t, person, 'support_limits_lifted')).length).toBe(1);
    expect((await postJson(t.app, '/api/token', { username: email, password: 'wrong-again' })).json().code).toBe('auth.invalid_credentials');
    // One wrong password holds nobody: nothing to lift, nothing recorded.
    expect((await act(API.supportLiftLimits, person, { reason: REASON })).json()).toEqual({ lifted: false });
    expect((await eventsOf(t, person, 'support_limits_lifted')).length).toBe(1);
  });
});

describe('resending a code', () => {
  it('sends a new code of the person’s contact check to its target, within the limits', async () => {
    const email = 'profile@example.com';
    const person = await idOf(t, email);
    const headers = sessionHeaders(await signIn(t.app, email));
    expect((await stepUpByEmail(t.app, headers, email, false)).statusCode).toBe(200);
    expect((await postJson(t.app, API.userLogin, { email: 'added.later@example.org' }, headers)).statusCode).toBe(200);
    const pending = (await t.app.inject({ url: `${API.supportPerson.replace(':id', String(person))}?reason=${encodeURIComponent(REASON)}`, headers: agent })).json().data.pending;
    const check = pending.find((p: { purpose: string }) => p.purpose === 'contact');
    const sent = (await outboxOf(t, 'added.later@example.org')).length;
    expect((await act(API.supportResendVerification, person, { verification_id: check.id, reason: REASON })).json().code).toBe('mfa.resend_too_soon');
    t.clock.advance(11_000);
    const resent = await act(API.supportResendVerification, person, { verification_id: check.id, reason: REASON });
    expect(resent.json()).toEqual({ resend_in: 10 });
    expect((await outboxOf(t, 'added.later@example.org')).length).toBe(sent + 1);
    expect((await eventsOf(t, person, 'support_verification_resent')).at(-1)?.detail).toMatchObject({ agent: agentId, reason: REASON, purpose: 'contact' });
    expect((await act(API.supportResendVerification, person, { verification_id: 'f'.repeat(64), reason: REASON })).statusCode).toBe(404);
    expect((await act(API.supportResendVerification, await idOf(t, 'demo@example.com'), { verification_id: check.id, reason: REASON })).statusCode).toBe(404);
  });
});

describe('cancelling a recovery request', () => {
  it('cancels it as its link does: the request no longer completes', async () => {
    const email = 'recover-wait@example.com';
    const person = await idOf(t, email);
    const device = deviceHeaders();
    const flow = await postJson(t.app, '/api/recovery', { username: email, captcha: await solvedCaptcha(t.app) }, device);
    const started = await postJson(t.app, '/api/recovery/request', { recovery: flow.json().recovery }, device);
    const { request } = started.json();
    const page = (await t.app.inject({ url: `${API.supportPerson.replace(':id', String(person))}?reason=${encodeURIComponent(REASON)}`, headers: agent })).json().data;
    expect(page.recovery_requests).toHaveLength(1);
    const id = page.recovery_requests[0].id;
    const answers = await Promise.all([1, 2, 3].map(() => act(API.supportCancelRecovery, person, { request_id: id, reason: REASON })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    expect((await eventsOf(t, person, 'support_recovery_cancelled')).length).toBe(1);
    t.clock.advance(73 * 3600_000);
    const completed = await postJson(t.app, '/api/recovery/request/complete', { request, password: 'A-new-Passphrase-2026!' });
    expect(completed.json().code).toBe('recovery.invalid');
  });
});

describe('revoking a partner app', () => {
  it('revokes it as the person’s own revoke does: the refresh token is refused', async () => {
    agent = await deskSession(t, AGENT);
    const email = 'stepup@example.com';
    const person = await idOf(t, email);
    const token = await signIn(t.app, email);
    const { code, verifier } = await authorizeAndApprove(t.app, token, { scope: 'openid email offline_access', prompt: 'consent' });
    const tokens = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json();
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect((await act(API.supportRevokeApp, person, { client_id: 'no-such-app', reason: REASON })).statusCode).toBe(404);
    const revoked = await act(API.supportRevokeApp, person, { client_id: 'demo-partner', reason: REASON });
    expect(revoked.json()).toEqual({ done: true });
    expect((await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/tokens', headers: sessionHeaders(token) })).json()).toEqual({});
    expect((await eventsOf(t, person, 'support_app_revoked')).at(-1)?.detail).toMatchObject({ client_id: 'demo-partner', agent: agentId });
    expect((await act(API.supportRevokeApp, person, { client_id: 'demo-partner', reason: REASON })).statusCode).toBe(404);
  });
});
