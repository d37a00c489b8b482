import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backchannelCommand } from '../../cli/backchannel';
import { DEMO_PASSWORD } from '../../demo/seed';
import { DAY, SECOND } from '../../lib/clock';
import { addClient } from '../../modules/clients';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, latestCode, postJson, sessionHeaders, signIn, startMfaLogin, stepUpByEmail } from '../../test/flows';
import { listenWithLogoutReceiver, type LogoutReceiver, type ReceivedLogout } from '../../test/logout-receiver';
import { answerLogout, authorizeAndApprove, get, signedInJar, tokenRequest, type CookieJar } from '../../test/oauth';
import { BACKCHANNEL_LOGOUT_EVENT } from './logout-token';

/**
 * OpenID Connect Back-Channel Logout 1.0 (issue 35 item 2): an app registered with a
 * backchannel_logout_uri receives a signed logout token when the portal session it signed in
 * through ends, however it ends. The receiver is a plain HTTP server that verifies each token
 * with jose against the portal's published JWKS.
 */
let t: TestApp;
let receiver: LogoutReceiver;
beforeAll(async () => {
  t = await startTestApp();
  receiver = await listenWithLogoutReceiver(t);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  receiver.answer(() => 200);
  receiver.releaseHung();
});

const db = () => t.database.db;
type App = { clientId: string; secret: string; redirectUri: string };

/** A confidential partner app whose back-channel logout URI is the receiver's (none with `listening: false`). */
async function registerApp(listening = true): Promise<App> {
  const clientId = `bcl-${randomUUID().slice(0, 8)}`;
  const redirectUri = 'http://localhost:9999/callback';
  const { secret } = await addClient(db(), {
    clientId,
    name: `App ${clientId}`,
    redirectUris: [redirectUri],
    scope: 'openid profile email offline_access',
    backchannelLogoutUri: listening ? receiver.uri(clientId) : undefined,
  });
  return { clientId, secret: secret ?? '', redirectUri };
}

/** The person of `token` signs in to `app` in the browser `jar`: the app's ID token claims. */
async function signInTo(app: App, token: string, jar: CookieJar = signedInJar(token)) {
  const { code, verifier } = await authorizeAndApprove(t.app, token, {}, app, jar);
  const tokens = await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }, app);
  expect(tokens.statusCode).toBe(200);
  const idToken: string = tokens.json().id_token;
  const claims = decodeJwt(idToken) as { sid?: string; sub: string };
  // Every ID token names its session (Client#includeSid is true).
  expect(claims.sid).toEqual(expect.any(String));
  return { sid: claims.sid as string, sub: claims.sub, idToken };
}

/** What Back-Channel Logout 1.0 section 2.4 requires of a logout token for this app and session. */
function expectLogoutToken(received: ReceivedLogout | undefined, app: App, session: { sid: string; sub: string }) {
  expect(received?.header).toMatchObject({ typ: 'logout+jwt', alg: 'ES256', kid: expect.any(String) });
  const payload = received?.payload;
  expect(payload).toMatchObject({ iss: t.config.publicUrl, aud: app.clientId, sub: session.sub, sid: session.sid, jti: expect.any(String), iat: expect.any(Number), exp: expect.any(Number) });
  expect(payload?.events).toEqual({ [BACKCHANNEL_LOGOUT_EVENT]: {} });
  expect(payload).not.toHaveProperty('nonce');
  expect(Math.abs((payload?.iat ?? 0) - Date.now() / 1000)).toBeLessThan(60);
}

const queuedFor = (app: App) => db().selectFrom('backchannel_logouts').selectAll().where('client_id', '=', app.clientId).orderBy('id').execute();
/**
 * The app's queued logouts once each has been answered and the answer recorded: the receiver hears
 * a token before the round writes its answer down, so reading the queue at once races the round.
 */
async function settled(app: App, count: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await queuedFor(app);
    if (rows.length >= count && rows.every((row) => row.delivered_at !== null || row.gave_up_at !== null)) return rows;
    if (Date.now() > deadline) throw new Error(`${app.clientId}: ${rows.length} logouts queued, not all answered within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const attemptsOf = (logoutId: number) => db().selectFrom('backchannel_logout_attempts').selectAll().where('logout_id', '=', logoutId).orderBy('id').execute();
const userIdOf = async (email: string) => (await db().selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;

async function passwordSignIn(username: string, headers = deviceHeaders()): Promise<string> {
  const response = await postJson(t.app, '/api/token', { username, password: DEMO_PASSWORD }, headers);
  expect(response.statusCode).toBe(200);
  return response.json().access_token;
}

describe('registration and discovery', () => {
  it('advertises back-channel logout with sessions, and the provider takes the registered URI', async () => {
    const discovery = (await t.app.inject({ url: '/.well-known/openid-configuration' })).json();
    expect(discovery).toMatchObject({ backchannel_logout_supported: true, backchannel_logout_session_supported: true });
    const app = await registerApp();
    const client = await t.app.oidc.provider('be').Client.find(app.clientId);
    expect(client?.backchannelLogoutUri).toBe(receiver.uri(app.clientId));
    expect(client?.backchannelLogoutSessionRequired).toBe(true);
  });
});

describe('every ending of the portal session tells the apps that signed in through it, once, woken by the commit (not the timer, a minute away)', () => {
  it('sign-out (DELETE /api/token): each app with a URI gets a token naming its own sid; an app without one gets nothing', async () => {
    const [a, b, silent] = [await registerApp(), await registerApp(), await registerApp(false)];
    const token = await signIn(t.app, 'demo@example.com');
    const jar = signedInJar(token);
    const sessionA = await signInTo(a, token, jar);
    // A second authorization in the same browser: single sign-on on the same provider session.
    const sessionB = await signInTo(b, token, jar);
    await signInTo(silent, token, jar);
    expect(sessionA.sid).not.toBe(sessionB.sid);

    const out = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: sessionHeaders(token) });
    expect(out.statusCode).toBe(204);
    // No delivery round is run by the test: the sign-out's commit wakes the delivery (about a second; the wait allows for a loaded machine).
    expectLogoutToken((await receiver.waitFor(a.clientId, 1))[0], a, sessionA);
    expectLogoutToken((await receiver.waitFor(b.clientId, 1))[0], b, sessionB);
    expect(await queuedFor(silent)).toEqual([]);
    const [logout] = await settled(a, 1);
    expect(logout).toMatchObject({ variant: 'be', sid: sessionA.sid, sub: sessionA.sub, delivered_at: expect.any(Number), next_attempt_at: null, attempts: 1 });
    expect(receiver.of(a.clientId)[0]?.payload.jti).toBe(logout?.jti);
    expect(await attemptsOf(logout!.id)).toEqual([expect.objectContaining({ status: 200, error: null })]);
  });

  it('does not keep the person waiting for an app that does not answer', async () => {
    const app = await registerApp();
    receiver.answer(() => 'hang');
    const token = await signIn(t.app, 'demo@example.com');
    await signInTo(app, token);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/token', headers: sessionHeaders(token) })).statusCode).toBe(204);
    // Signed out, while the app still holds the token unanswered.
    expect(await receiver.waitFor(app.clientId, 1)).toHaveLength(1);
    const [logout] = await queuedFor(app);
    expect(logout?.delivered_at).toBeNull();
    expect(await attemptsOf(logout!.id)).toEqual([]);
  });

  it('RP-initiated logout at end_session: one token, though both the provider and the portal ending queue it', async () => {
    const app = await registerApp();
    const token = await signIn(t.app, 'customer@example.com');
    const jar = signedInJar(token);
    const session = await signInTo(app, token, jar);
    const page = await get(t.app, jar, `/oauth/session/end?${new URLSearchParams({ id_token_hint: session.idToken })}`);
    expect(page.statusCode).toBe(200);
    const confirmed = await answerLogout(t.app, jar, page);
    expect(confirmed.statusCode).toBe(303);
    expect((await t.app.inject({ url: '/api/user', headers: sessionHeaders(token) })).statusCode).toBe(401);
    expectLogoutToken((await receiver.waitFor(app.clientId, 1))[0], app, session);
    expect(await settled(app, 1)).toHaveLength(1);
    // One queued logout, answered: nothing is left to send it again.
    expect(receiver.of(app.clientId)).toHaveLength(1);
  });

  it('sign out everywhere else (POST /api/sessions/others): the other sessions\' apps, not this session\'s', async () => {
    const app = await registerApp();
    const other = await signIn(t.app, 'stepup@example.com');
    const here = await signIn(t.app, 'stepup@example.com');
    const elsewhere = await signInTo(app, other);
    const current = await signInTo(app, here);
    const headers = sessionHeaders(here);
    expect((await stepUpByEmail(t.app, headers, 'stepup@example.com')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/sessions/others', headers })).json()).toEqual({ ended: 1 });
    // Queued in the sign-out's own transaction: only the other session's logout is there.
    expect((await queuedFor(app)).map((row) => row.sid)).toEqual([elsewhere.sid]);
    expectLogoutToken((await receiver.waitFor(app.clientId, 1))[0], app, elsewhere);
    await settled(app, 1);
    expect(receiver.of(app.clientId).map((r) => r.payload.sid)).toEqual([elsewhere.sid]);
    expect(current.sid).not.toBe(elsewhere.sid);
  });

  it('a device signed out from the devices page (DELETE /api/devices/:key)', async () => {
    const app = await registerApp();
    const laptop = randomUUID();
    const away = await signIn(t.app, 'manage@example.com', deviceHeaders(laptop));
    const session = await signInTo(app, away);
    const here = sessionHeaders(await signIn(t.app, 'manage@example.com'));
    expect((await stepUpByEmail(t.app, here, 'manage@example.com')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/devices/${laptop}`, headers: here })).json()).toEqual({ ended: 1 });
    expectLogoutToken((await receiver.waitFor(app.clientId, 1))[0], app, session);
  });

  it('"This wasn\'t me": every session of the account', async () => {
    const app = await registerApp();
    const first = await passwordSignIn('notice@example.com');
    const second = await passwordSignIn('notice@example.com');
    const sessions = [await signInTo(app, first), await signInTo(app, second)];
    const userId = await userIdOf('notice@example.com');
    const event = await db().selectFrom('security_events').select('id').where('user_id', '=', userId).where('action', '=', 'signed_in').orderBy('id').executeTakeFirstOrThrow();
    const reported = await t.app.inject({ method: 'POST', url: `/api/security-events/${event.id}/not-me`, headers: sessionHeaders(second) });
    expect(reported.statusCode).toBe(200);
    const received = await receiver.waitFor(app.clientId, 2);
    expect(received.map((r) => r.payload.sid).sort()).toEqual(sessions.map((s) => s.sid).sort());
    for (const session of sessions) expectLogoutToken(received.find((r) => r.payload.sid === session.sid), app, session);
  });

  it('a password reset: every session of the account', async () => {
    const app = await registerApp();
    const token = await passwordSignIn('devices@example.com');
    const session = await signInTo(app, token);
    const headers = deviceHeaders();
    const started = await postJson(t.app, '/api/user/forgot-password', { email: 'devices@example.com' }, headers);
    expect(started.statusCode).toBe(200);
    const code = await waitForCode('devices@example.com');
    const step = await postJson(t.app, '/api/user/forgot-password/confirm', { payload: started.json().payload, code }, headers);
    expect(step.json().second_factor).toBeNull();
    const password = 'Zebra-Lantern-42!';
    const reset = await postJson(t.app, '/api/user/reset-password', { payload: step.json().payload, password, password_confirmation: password }, headers);
    expect(reset.statusCode).toBe(200);
    expectLogoutToken((await receiver.waitFor(app.clientId, 1))[0], app, session);
  });

  it('an account merge: the merged-away account\'s sessions, under the sub the app knows', async () => {
    const app = await registerApp();
    // Pia Paar's employee account (demo data) signs in by its phone and SMS code, then into the app.
    const employee = await smsSignIn('+32470199701');
    const session = await signInTo(app, employee);
    const employeeId = (await db().selectFrom('user_phones').select('user_id').where('phone', '=', '+32470199701').executeTakeFirstOrThrow()).user_id;
    expect(session.sub).toBe(String(employeeId));
    // Her client-area account (the older one with the shared address) merges it.
    const device = deviceHeaders();
    const signedIn = await postJson(t.app, '/api/token', { username: 'pair@example.com', password: DEMO_PASSWORD }, device);
    const headers = sessionHeaders(signedIn.json().access_token, device['x-device-id']);
    const payload = signedIn.json().fuzzion_payload as string;
    const proof = await postJson(t.app, '/api/fuzzion/proof', { payload, card_number: '5065000000009701' }, headers);
    expect(proof.statusCode).toBe(200);
    expect((await postJson(t.app, '/api/mfa/fuzzion', { payload, mfaId: proof.json().methods[0].id }, headers)).statusCode).toBe(200);
    const merged = await postJson(t.app, '/api/fuzzion', { payload, code: await latestCode(t.app, '+32470199701') }, headers);
    expect(merged.statusCode).toBe(200);
    expectLogoutToken((await receiver.waitFor(app.clientId, 1))[0], app, session);
  });
});

/** The newest 8-digit code sent to `to` (sent after the answer, so waited for). */
async function waitForCode(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    try {
      return await latestCode(t.app, to);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  throw new Error(`No code for ${to}`);
}

async function smsSignIn(phone: string): Promise<string> {
  const { payload, methods, headers } = await startMfaLogin(t.app, phone);
  const sms = methods.find((m) => m.method === 'sms');
  await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: sms?.id }, headers);
  const confirmed = await postJson(t.app, '/api/token/mfa/confirm', { payload, code: await latestCode(t.app, phone) }, headers);
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json().access_token;
}

/** Runs `npm run cli -- backchannel ARGS` as the CLI would: its exit code and printed lines. */
async function cli(command: string, options: { state?: string } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  const code = await backchannelCommand(db(), command, options);
  vi.restoreAllMocks();
  return { code, out, err };
}

describe('durable delivery: retries with back-off, then gives up after a day', () => {
  // The test runs the rounds itself, on the test clock: the background delivery stays out of it.
  beforeAll(() => t.app.backchannelLogout.stop());
  afterAll(() => t.app.backchannelLogout.start());
  const round = (timeoutMs?: number) => t.app.backchannelLogout.round({ timeoutMs });

  async function endedSessionOf(app: App) {
    const token = await signIn(t.app, 'password@example.com');
    const session = await signInTo(app, token);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/token', headers: sessionHeaders(token) })).statusCode).toBe(204);
    const [logout] = await queuedFor(app);
    if (!logout) throw new Error('nothing queued');
    return { session, logout };
  }

  it('an app answering 500 is retried after 10 s, 20 s, 40 s; its 200 ends it; every attempt is recorded', async () => {
    const app = await registerApp();
    receiver.answer((_path, nth) => (nth <= 3 ? 500 : 200));
    const { session, logout } = await endedSessionOf(app);
    const queuedAt = logout.created_at;
    expect(await round()).toEqual({ delivered: 0, retrying: 1, givenUp: 0 });
    expect((await queuedFor(app))[0]?.next_attempt_at).toBe(t.clock.now() + 10 * SECOND);
    // Not due yet: nothing happens.
    t.clock.advance(9 * SECOND);
    expect(await round()).toEqual({ delivered: 0, retrying: 0, givenUp: 0 });
    t.clock.advance(1 * SECOND);
    expect(await round()).toEqual({ delivered: 0, retrying: 1, givenUp: 0 });
    expect((await queuedFor(app))[0]?.next_attempt_at).toBe(t.clock.now() + 20 * SECOND);
    t.clock.advance(20 * SECOND);
    await round();
    expect((await queuedFor(app))[0]?.next_attempt_at).toBe(t.clock.now() + 40 * SECOND);
    t.clock.advance(40 * SECOND);
    expect(await round()).toEqual({ delivered: 1, retrying: 0, givenUp: 0 });

    const attempts = await attemptsOf(logout.id);
    expect(attempts.map((a) => [a.status, a.at - queuedAt])).toEqual([[500, 0], [500, 10 * SECOND], [500, 30 * SECOND], [200, 70 * SECOND]]);
    const received = receiver.of(app.clientId);
    expect(received).toHaveLength(4);
    // The same logout each time: one jti, signed anew.
    expect(new Set(received.map((r) => r.payload.jti))).toEqual(new Set([logout.jti]));
    for (const r of received) expectLogoutToken(r, app, session);
    expect((await queuedFor(app))[0]).toMatchObject({ attempts: 4, next_attempt_at: null, delivered_at: t.clock.now(), gave_up_at: null });

    const listed = await cli('list', { state: 'delivered' });
    const line = listed.out.findIndex((l) => l.startsWith(`${logout.id}\t${app.clientId}\t`));
    expect(listed.out[line]).toContain(`delivered ${new Date(t.clock.now()).toISOString()}`);
    expect(listed.out.slice(line + 1, line + 5).map((l) => l.trim().split(/\s+/)[1])).toEqual(['500', '500', '500', '200']);
  });

  it('an app that never answers is tried with back-off up to an hour apart, given up after a day, and shown so by the CLI', async () => {
    const app = await registerApp();
    receiver.answer(() => 'hang');
    const { logout } = await endedSessionOf(app);
    const deadline = logout.created_at + DAY;
    for (let i = 0; i < 60; i++) {
      const due = (await queuedFor(app))[0]?.next_attempt_at;
      if (due === null || due === undefined) break;
      t.clock.advance(Math.max(0, Number(due) - t.clock.now()));
      await round(100);
    }
    const [finished] = await queuedFor(app);
    expect(finished).toMatchObject({ next_attempt_at: null, delivered_at: null, gave_up_at: deadline });
    const attempts = await attemptsOf(logout.id);
    expect(attempts.every((a) => a.status === null && a.error === 'no answer within 100 ms')).toBe(true);
    const gaps = attempts.slice(1).map((a, i) => a.at - attempts[i]!.at);
    // 10 s doubling to at most an hour; the last attempt at the day's end.
    expect(gaps.slice(0, 9)).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 2560].map((s) => s * SECOND));
    expect(Math.max(...gaps)).toBe(3600 * SECOND);
    expect(attempts.at(-1)?.at).toBe(deadline);
    expect(receiver.of(app.clientId)).toHaveLength(attempts.length);

    const listed = await cli('list', { state: 'given-up' });
    const line = listed.out.find((l) => l.startsWith(`${logout.id}\t`));
    expect(line).toBe(`${logout.id}\t${app.clientId}\tsid ${logout.sid}\tsub ${logout.sub}\tqueued ${new Date(logout.created_at).toISOString()}\tgiven up ${new Date(deadline).toISOString()}`);
    expect(listed.out).toContain(`  ${new Date(deadline).toISOString()}  no answer within 100 ms`);
    expect((await cli('list', { state: 'pending' })).out.some((l) => l.startsWith(`${logout.id}\t`))).toBe(false);
    expect(await cli('list', { state: 'lost' })).toEqual({ code: 1, out: [], err: ['Usage: npm run cli -- backchannel list [--state pending|delivered|given-up]'] });
  });

  it('a client removed meanwhile is given up at once', async () => {
    const app = await registerApp();
    const { logout } = await endedSessionOf(app);
    await db().updateTable('oauth_clients').set({ backchannel_logout_uri: null }).where('client_id', '=', app.clientId).execute();
    expect(await round()).toEqual({ delivered: 0, retrying: 0, givenUp: 1 });
    expect(await attemptsOf(logout.id)).toEqual([expect.objectContaining({ status: null, error: 'the client is no longer registered for back-channel logout' })]);
    expect(receiver.of(app.clientId)).toEqual([]);
  });
});

describe('concurrency', () => {
  it('20 sign-outs of one session and 20 rounds at once: one logout, delivered once', async () => {
    const app = await registerApp();
    const token = await signIn(t.app, 'demo@example.com');
    const session = await signInTo(app, token);
    const outs = Array.from({ length: 20 }, () => t.app.inject({ method: 'DELETE', url: '/api/token', headers: sessionHeaders(token) }));
    const rounds = Array.from({ length: 20 }, () => t.app.backchannelLogout.round());
    await Promise.all([...outs, ...rounds]);
    await receiver.waitFor(app.clientId, 1);
    const queued = await settled(app, 1);
    expect(receiver.of(app.clientId).map((r) => r.payload.sid)).toEqual([session.sid]);
    expect(queued).toHaveLength(1);
    expect(await attemptsOf(queued[0]!.id)).toHaveLength(1);
  });

  it('20 sessions signed out and 20 rounds at once: exactly one delivery per (client, sid)', async () => {
    const app = await registerApp();
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await passwordSignIn('nomfa@example.com'));
    const sessions = [];
    for (const token of tokens) sessions.push(await signInTo(app, token));
    const outs = tokens.map((token) => t.app.inject({ method: 'DELETE', url: '/api/token', headers: sessionHeaders(token) }));
    const rounds = Array.from({ length: 20 }, () => t.app.backchannelLogout.round());
    const answers = await Promise.all(outs);
    await Promise.all(rounds);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(204));
    await receiver.waitFor(app.clientId, 20, 3000);
    const queued = await settled(app, 20);
    const sids = receiver.of(app.clientId).map((r) => r.payload.sid);
    expect(sids).toHaveLength(20);
    expect(new Set(sids)).toEqual(new Set(sessions.map((s) => s.sid)));
    expect(queued).toHaveLength(20);
    const attempts = await db().selectFrom('backchannel_logout_attempts').select('logout_id').where('logout_id', 'in', queued.map((q) => q.id)).execute();
    expect(attempts).toHaveLength(20);
  });
});
