import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed';
import { startTestApp, type TestApp } from '../test/app';
import { deviceHeaders, latestCode, postJson, sessionHeaders, signIn, startMfaLogin, stepUpByEmail } from '../test/flows';
import { answerLogout, authorizeAndApprove, browse, get, partnerRequest, PARTNER, signedInJar, tokenRequest, type CookieJar } from '../test/oauth';

/**
 * What each ending does to a partner app's tokens (issue 35 item 3; docs/integrating.md, "What
 * ends a partner's tokens"): a sign-out ends the session's own tokens, those bound to it, and
 * leaves the offline ones; sign out everywhere, "This wasn't me" and a password reset end every
 * token of the account, its merged aliases' too; only "This wasn't me" takes the consent as well.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const basic = `Basic ${Buffer.from(`${PARTNER.clientId}:${PARTNER.secret}`).toString('base64')}`;
const form = (url: string, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic }, payload: new URLSearchParams(body).toString() });

/** Whether an access token still works, where a resource server checks it: userinfo and introspection agree. */
async function accessWorks(accessToken: string): Promise<boolean> {
  const userinfo = (await t.app.inject({ url: '/oauth/me', headers: { authorization: `Bearer ${accessToken}` } })).statusCode;
  const active = (await form('/oauth/token/introspection', { token: accessToken })).json().active as boolean;
  expect(userinfo === 200).toBe(active);
  return active;
}

/** Whether a refresh token still gets tokens; answers the rotated one when it does. */
async function refreshes(refreshToken: string): Promise<string | null> {
  const answer = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
  if (answer.statusCode !== 200) {
    expect(answer.json().error).toBe('invalid_grant');
    return null;
  }
  return answer.json().refresh_token;
}

interface AppTokens {
  /** An access token of an authorization without offline_access: bound to the provider session. */
  online: string;
  /** With offline_access (granted with prompt=consent): not bound to the session. */
  offline: { access: string; refresh: string };
}

/** The person of `token` signs in to the demo partner twice in the browser `jar`: without and with offline access. */
async function appTokens(token: string, jar: CookieJar = signedInJar(token)): Promise<AppTokens> {
  const exchange = async (extra: Record<string, string>) => {
    const { code, verifier } = await authorizeAndApprove(t.app, token, extra, PARTNER, jar);
    const answer = await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { access_token: string; refresh_token?: string };
  };
  const online = await exchange({ scope: 'openid email' });
  expect(online.refresh_token).toBeUndefined();
  const offline = await exchange({ scope: 'openid email offline_access', prompt: 'consent' });
  const tokens = { online: online.access_token, offline: { access: offline.access_token, refresh: offline.refresh_token ?? '' } };
  expect(await accessWorks(tokens.online)).toBe(true);
  expect(await accessWorks(tokens.offline.access)).toBe(true);
  return tokens;
}

const grantsOf = async (...userIds: number[]) =>
  (await db().selectFrom('oidc_payloads').select('id').where('model', '=', 'Grant').where('account_id', 'in', userIds.map(String)).where('client_id', '=', PARTNER.clientId).execute()).length;
const userIdOf = async (email: string) => (await db().selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const signedIn = async (token: string) => (await t.app.inject({ url: '/api/user', headers: sessionHeaders(token) })).statusCode === 200;

/** A sign-out: the session's bound access tokens stop; the offline ones, and the consent, stay. */
async function expectSessionEnded(tokens: AppTokens, userId: number) {
  expect(await accessWorks(tokens.online)).toBe(false);
  expect(await accessWorks(tokens.offline.access)).toBe(true);
  expect(await refreshes(tokens.offline.refresh)).toEqual(expect.any(String));
  expect(await grantsOf(userId)).toBe(1);
}

/** Every token of the account ends, offline ones too. */
async function expectEveryTokenEnded(tokens: AppTokens) {
  expect(await accessWorks(tokens.online)).toBe(false);
  expect(await accessWorks(tokens.offline.access)).toBe(false);
  expect(await refreshes(tokens.offline.refresh)).toBeNull();
}

describe('signing out ends the session and its own tokens, not the offline ones', () => {
  it('sign-out (DELETE /api/token)', async () => {
    const token = await signIn(t.app, 'demo@example.com');
    const tokens = await appTokens(token);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/token', headers: sessionHeaders(token) })).statusCode).toBe(204);
    expect(await signedIn(token)).toBe(false);
    await expectSessionEnded(tokens, await userIdOf('demo@example.com'));
  });

  it('RP-initiated logout at the provider\'s end_session', async () => {
    const token = await signIn(t.app, 'customer@example.com');
    const jar = signedInJar(token);
    const tokens = await appTokens(token, jar);
    const page = await get(t.app, jar, '/oauth/session/end');
    const confirmed = await answerLogout(t.app, jar, page);
    expect(confirmed.statusCode).toBe(303);
    expect(await signedIn(token)).toBe(false);
    await expectSessionEnded(tokens, await userIdOf('customer@example.com'));
  });

  it('RP-initiated logout where the app had no offline access leaves its offline tokens of another browser', async () => {
    // oidc-provider alone would revoke every token under the app's consent here (logout-keeps-offline.ts).
    const elsewhere = await appTokens(await signIn(t.app, 'demo@example.com'));
    const token = await signIn(t.app, 'demo@example.com');
    const jar = signedInJar(token);
    const { code, verifier } = await authorizeAndApprove(t.app, token, { scope: 'openid email' }, PARTNER, jar);
    const online = (await tokenRequest(t.app, { grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirectUri, code_verifier: verifier })).json().access_token as string;
    const page = await get(t.app, jar, '/oauth/session/end');
    const confirmed = await answerLogout(t.app, jar, page);
    expect(confirmed.statusCode).toBe(303);
    expect(await accessWorks(online)).toBe(false);
    expect(await accessWorks(elsewhere.online)).toBe(true);
    expect(await accessWorks(elsewhere.offline.access)).toBe(true);
    expect(await refreshes(elsewhere.offline.refresh)).toEqual(expect.any(String));
  });

  it('a device signed out from the devices page: its sessions\' tokens only', async () => {
    const laptop = randomUUID();
    const away = await signIn(t.app, 'manage@example.com', deviceHeaders(laptop));
    const here = await signIn(t.app, 'manage@example.com');
    const [awayTokens, hereTokens] = [await appTokens(away), await appTokens(here)];
    const headers = sessionHeaders(here);
    expect((await stepUpByEmail(t.app, headers, 'manage@example.com')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/devices/${laptop}`, headers })).json()).toEqual({ ended: 1 });
    await expectSessionEnded(awayTokens, await userIdOf('manage@example.com'));
    expect(await accessWorks(hereTokens.online)).toBe(true);
  });
});

describe('sign out everywhere, "This wasn\'t me" and a password reset end every token of the account', () => {
  it('sign out everywhere (else): every token, this session\'s apps\' too; the consent stays, so the app signs in again without asking', async () => {
    const other = await signIn(t.app, 'stepup@example.com');
    const here = await signIn(t.app, 'stepup@example.com');
    const hereJar = signedInJar(here);
    const [otherTokens, hereTokens] = [await appTokens(other), await appTokens(here, hereJar)];
    const headers = sessionHeaders(here);
    expect((await stepUpByEmail(t.app, headers, 'stepup@example.com')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/sessions/others', headers })).json()).toEqual({ ended: 1 });
    await expectEveryTokenEnded(otherTokens);
    await expectEveryTokenEnded(hereTokens);
    expect(await signedIn(here)).toBe(true);
    expect(await grantsOf(await userIdOf('stepup@example.com'))).toBe(1);
    // This browser's session is still signed in to the portal and the consent stands: straight back to the app.
    expect((await browse(t.app, hereJar, partnerRequest({ scope: 'openid email' }).path)).kind).toBe('app');
  });

  it('"This wasn\'t me": every token and, as before, the consent', async () => {
    const first = (await postJson(t.app, '/api/token', { username: 'notice@example.com', password: DEMO_PASSWORD })).json().access_token as string;
    const tokens = await appTokens(first);
    const userId = await userIdOf('notice@example.com');
    const event = await db().selectFrom('security_events').select('id').where('user_id', '=', userId).where('action', '=', 'signed_in').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'POST', url: `/api/security-events/${event.id}/not-me`, headers: sessionHeaders(first) })).statusCode).toBe(200);
    await expectEveryTokenEnded(tokens);
    expect(await grantsOf(userId)).toBe(0);
  });

  it('a password reset: every token, the merged-away account\'s under its old sub too; the consents stay', async () => {
    // Pia Paar's employee account (demo data) signs in to the app by its phone, then her client-area account merges it.
    const employee = await smsSignIn('+32470199701');
    const employeeId = (await db().selectFrom('user_phones').select('user_id').where('phone', '=', '+32470199701').executeTakeFirstOrThrow()).user_id;
    const employeeTokens = await appTokens(employee);
    const survivor = await mergeEmployeeIntoClientArea();
    const survivorId = await userIdOf('pair@example.com');
    // A merge keeps the merged-away account's offline tokens (docs/merge.md); its session's bound token ended.
    expect(await accessWorks(employeeTokens.online)).toBe(false);
    employeeTokens.offline.refresh = (await refreshes(employeeTokens.offline.refresh)) ?? '';
    expect(employeeTokens.offline.refresh).not.toBe('');
    const survivorTokens = await appTokens(survivor);

    await resetPassword('pair@example.com', '+32470199701');
    await expectEveryTokenEnded(survivorTokens);
    expect(await refreshes(employeeTokens.offline.refresh)).toBeNull();
    expect(await accessWorks(employeeTokens.offline.access)).toBe(false);
    expect(await grantsOf(survivorId)).toBe(1);
    expect(await grantsOf(employeeId)).toBe(1);
  });
});

async function smsSignIn(phone: string): Promise<string> {
  const { payload, methods, headers } = await startMfaLogin(t.app, phone);
  await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: methods.find((m) => m.method === 'sms')?.id }, headers);
  const confirmed = await postJson(t.app, '/api/token/mfa/confirm', { payload, code: await latestCode(t.app, phone) }, headers);
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json().access_token;
}

/** The demo pair's client-area account signs in and merges the employee account (card proof, SMS code); answers its session. */
async function mergeEmployeeIntoClientArea(): Promise<string> {
  const device = deviceHeaders();
  const signedInA = await postJson(t.app, '/api/token', { username: 'pair@example.com', password: DEMO_PASSWORD }, device);
  const token = signedInA.json().access_token as string;
  const headers = sessionHeaders(token, device['x-device-id']);
  const payload = signedInA.json().fuzzion_payload as string;
  const proof = await postJson(t.app, '/api/fuzzion/proof', { payload, card_number: '5065000000009701' }, headers);
  expect((await postJson(t.app, '/api/mfa/fuzzion', { payload, mfaId: proof.json().methods[0].id }, headers)).statusCode).toBe(200);
  expect((await postJson(t.app, '/api/fuzzion', { payload, code: await latestCode(t.app, '+32470199701') }, headers)).statusCode).toBe(200);
  return token;
}

/** The forgotten-password flow: e-mail code, the SMS second factor, a new password. */
async function resetPassword(email: string, phone: string) {
  const headers = deviceHeaders();
  let after = await lastMessageId(email);
  const started = await postJson(t.app, '/api/user/forgot-password', { email }, headers);
  const step = (await postJson(t.app, '/api/user/forgot-password/confirm', { payload: started.json().payload, code: await codeAfter(email, after) }, headers)).json();
  let payload = step.payload as string;
  if (step.second_factor) {
    const sms = (step.second_factor.methods as { id: number; method: string }[]).find((m) => m.method === 'sms');
    after = await lastMessageId(phone);
    await postJson(t.app, '/api/user/reset-password/mfa/send', { payload, mfaId: sms?.id }, headers);
    const passed = await postJson(t.app, '/api/user/reset-password/mfa/confirm', { payload, code: await codeAfter(phone, after) }, headers);
    expect(passed.statusCode).toBe(200);
    payload = passed.json().payload;
  }
  const password = 'Zebra-Lantern-42!';
  expect((await postJson(t.app, '/api/user/reset-password', { payload, password, password_confirmation: password }, headers)).statusCode).toBe(200);
}

const outbox = async (to: string): Promise<{ id: number; text: string }[]> => (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data;
const lastMessageId = async (to: string) => (await outbox(to))[0]?.id ?? 0;

/** The code of the first message to `to` after message `afterId` (codes go out after the answer). */
async function codeAfter(to: string, afterId: number): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const newest = (await outbox(to))[0];
    const code = newest && newest.id > afterId ? newest.text.match(/\b\d{8}\b/)?.[0] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No new code for ${to}`);
}
