import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, sessionHeaders, signIn } from '../../test/flows';
import { createDelivery, type SecurityNoticeKind } from '../delivery';
import { sendSecurityNotice } from '../events';

/** The element a test expects to exist; fails the test, not the type check, when it does not. */
function only<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const userIdOf = async (email: string) => (await db().selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const list = (token: string) => t.app.inject({ url: '/api/notifications', headers: sessionHeaders(token) });
const mails = (to: string) => db().selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('id', 'desc').execute();

/** Password-only sign-in (nomfa@example.com has no second factor) from a given device. */
async function passwordSignIn(username: string, deviceId: string): Promise<string> {
  const response = await postJson(t.app, '/api/token', { username, password: DEMO_PASSWORD }, deviceHeaders(deviceId));
  expect(response.statusCode).toBe(200);
  return response.json().access_token;
}

/** A sign-in with an e-mail code; the clock moves on so that the account's login starts stay under their limit. */
async function mfaSignIn(username: string, deviceId: string): Promise<string> {
  t.clock.advance(120_000);
  return signIn(t.app, username, deviceHeaders(deviceId));
}

async function notMeTokenOf(to: string): Promise<string> {
  const mail = (await mails(to)).find((m) => m.text.includes('/secure-account#secure='));
  const token = mail?.text.match(/\/secure-account#secure=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No "This wasn't me" link for ${to}`);
  return token;
}

describe('security notices', () => {
  const kinds: SecurityNoticeKind[] = ['password_changed', 'contact_changed', 'iban_changed', 'method_added', 'passkey_removed', 'totp_replayed'];
  const languages: [string, string, RegExp][] = [
    ['demo@example.com', 'nl', /Het wachtwoord van je account is gewijzigd/],
    ['customer@example.com', 'fr', /Le mot de passe de votre compte a été modifié/],
    ['manage@example.com', 'de_LU', /Das Passwort Ihres Kontos wurde geändert/],
    ['totp@example.com', 'en_LU', /The password of your account was changed/],
  ];

  it.each(languages)('are stored and e-mailed with an HTML and a text body in the language of %s (%s)', async (email, language, passwordText) => {
    const userId = await userIdOf(email);
    await db().updateTable('users').set({ language }).where('id', '=', userId).execute();
    const ctx = { db: db(), clock: t.clock, config: t.config, delivery: createDelivery(t.config, db(), t.clock, t.app.log) } as unknown as AppContext;
    for (const kind of kinds) await sendSecurityNotice(ctx, userId, kind);

    const stored = await db().selectFrom('notifications').select(['kind', 'read_at']).where('user_id', '=', userId).orderBy('id').execute();
    expect(stored).toEqual(kinds.map((kind) => ({ kind, read_at: null })));
    const sent = (await mails(email)).slice(0, kinds.length).reverse();
    expect(sent).toHaveLength(kinds.length);
    for (const mail of sent) {
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain(`lang="${language.slice(0, 2)}"`);
      expect(mail.text.length).toBeGreaterThan(40);
    }
    expect(only(sent[0]).text).toMatch(passwordText);
    expect(only(sent[0]).html).toMatch(passwordText);
  });
});

describe('new-device notices', () => {
  it('come only for a device the account has not signed in from before, not on its first sign-in', async () => {
    const userId = await userIdOf('nomfa@example.com');
    const home = randomUUID();
    await passwordSignIn('nomfa@example.com', home);
    await passwordSignIn('nomfa@example.com', home);
    expect(await db().selectFrom('notifications').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);

    const before = (await mails('nomfa@example.com')).length;
    const token = await t.app
      .inject({ method: 'POST', url: '/api/token', payload: { username: 'nomfa@example.com', password: DEMO_PASSWORD }, headers: { ...deviceHeaders(), 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0 <b>' } })
      .then((r) => r.json().access_token as string);
    const answer = (await list(token)).json();
    expect(answer.unread).toBe(1);
    expect(answer.data).toEqual([
      { id: expect.any(Number), kind: 'new_device', created_at: expect.any(String), read_at: null, device: { browser: 'Firefox', os: 'Windows', ip: '127.0.0.1' }, can_report: true },
    ]);
    const mail = only((await mails('nomfa@example.com'))[0]);
    expect((await mails('nomfa@example.com')).length).toBe(before + 1);
    expect(mail.subject).toBe('Security change on your account');
    expect(mail.text).toContain('signed in to from a device it had not used before');
    expect(mail.text).toMatch(/This wasn’t me: http:\/\/localhost:\d+\/secure-account#secure=[\w-]{43}/);
    expect(mail.html).toContain('Firefox, Windows');
    expect(mail.html).not.toContain('<b>');

    // The same device again: nothing new.
    await passwordSignIn('nomfa@example.com', home);
    expect((await list(token)).json().data).toHaveLength(1);
  });

  it('are listed newest first to their owner only, and marked read', async () => {
    const owner = await passwordSignIn('nomfa@example.com', randomUUID());
    t.clock.advance(1000);
    const newest = await passwordSignIn('nomfa@example.com', randomUUID());
    const data = (await list(newest)).json().data as { id: number; created_at: string }[];
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.map((n) => n.created_at)).toEqual([...data.map((n) => n.created_at)].sort().reverse());
    expect(only(data[0]).id).toBeGreaterThan(only(data[1]).id);

    const stranger = await mfaSignIn('stepup@example.com', randomUUID());
    expect((await list(stranger)).json()).toEqual({ data: [], unread: 0 });
    const foreign = await t.app.inject({ method: 'POST', url: `/api/notifications/${only(data[0]).id}/not-me`, headers: sessionHeaders(stranger) });
    expect(foreign.statusCode).toBe(404);

    const read = await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: sessionHeaders(owner) });
    expect(read.statusCode).toBe(204);
    const after = (await list(owner)).json();
    expect(after.unread).toBe(0);
    expect(after.data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
  });

  it('link to the site signed in to: a Luxembourg sign-in’s notice opens the Luxembourg site, and so does the reset it leads to', async () => {
    const lu = new URL(t.config.publicUrl);
    lu.hostname = 'lu.localhost';
    const onLu = (deviceId: string) => ({ ...deviceHeaders(deviceId), host: lu.host });
    const email = 'public.links@example.com';
    for (const device of [randomUUID(), randomUUID()]) {
      expect((await postJson(t.app, '/api/token', { username: email, password: DEMO_PASSWORD }, onLu(device))).statusCode).toBe(200);
    }
    const notice = only((await mails(email)).find((m) => m.text.includes('/secure-account#secure=')));
    expect(notice.text).toContain(`${lu.origin}/secure-account#secure=`);
    expect(notice.text).not.toContain(`${t.config.publicUrl}/`);

    const secured = await postJson(t.app, '/api/not-me', { token: await notMeTokenOf(email) }, onLu(randomUUID()));
    expect(secured.json()).toMatchObject({ reset_sent: true });
    expect(only((await mails(email))[0]).text).toContain(`${lu.origin}/reset-password#reset=`);
  });

  it('are refused without a session and with a bad id', async () => {
    expect((await t.app.inject({ url: '/api/notifications', headers: deviceHeaders() })).statusCode).toBe(401);
    const token = await passwordSignIn('nomfa@example.com', randomUUID());
    const bad = await t.app.inject({ method: 'POST', url: '/api/notifications/abc/not-me', headers: sessionHeaders(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation.invalid');
  });
});

describe('"This wasn\'t me"', () => {
  const email = 'stepup@example.com';
  let userId: number;
  beforeAll(async () => {
    userId = await userIdOf(email);
  });

  async function compromisedAccount() {
    const home = await mfaSignIn(email, randomUUID());
    const intruder = await mfaSignIn(email, randomUUID());
    const now = t.clock.now();
    await db().insertInto('trusted_devices').values({ user_id: userId, device_id: randomUUID(), created_at: now, expires_at: now + 86_400_000, token_hash: 'x', user_agent: null, ip: null, last_used_at: null }).execute();
    const grantId = randomUUID();
    await db().insertInto('oidc_payloads').values([
      { model: 'Grant', id: grantId, payload: JSON.stringify({ openid: { scope: 'openid' } }), grant_id: null, uid: null, user_code: null, account_id: String(userId), client_id: 'partner-app', expires_at: null, consumed_at: null },
      { model: 'AccessToken', id: randomUUID(), payload: '{}', grant_id: grantId, uid: null, user_code: null, account_id: String(userId), client_id: 'partner-app', expires_at: null, consumed_at: null },
    ]).execute();
    return { home, intruder };
  }

  const secure = (token: unknown) => postJson(t.app, '/api/not-me', { token });
  const liveSessions = () => db().selectFrom('sessions').select('id').where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  const trustedDevices = async () => (await db().selectFrom('trusted_devices').select('id').where('user_id', '=', userId).execute()).length;
  const oidcArtefacts = async () => (await db().selectFrom('oidc_payloads').select('id').where('account_id', '=', String(userId)).execute()).length;
  const events = () => db().selectFrom('security_events').select('detail').where('user_id', '=', userId).where('action', '=', 'account_secured').execute();

  it('from the e-mail link ends every session, untrusts every device, revokes the apps and mails a password reset', async () => {
    const { home, intruder } = await compromisedAccount();
    const token = await notMeTokenOf(email);
    const response = await secure(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sessions_ended: expect.any(Number), devices_untrusted: 1, apps_revoked: 1, reset_sent: true });
    expect(response.json().sessions_ended).toBeGreaterThanOrEqual(2);

    expect(await liveSessions()).toHaveLength(0);
    for (const session of [home, intruder]) expect((await t.app.inject({ url: '/api/user', headers: sessionHeaders(session) })).statusCode).toBe(401);
    expect(await trustedDevices()).toBe(0);
    expect(await oidcArtefacts()).toBe(0);
    expect(await events()).toHaveLength(1);
    const reset = await db().selectFrom('verifications').selectAll().where('user_id', '=', userId).where('purpose', '=', 'password_reset').execute();
    expect(reset).toHaveLength(1);
    expect(JSON.parse(only(reset[0]).data)).toEqual({ second_factor: true, reason: 'not_me' });
    const mail = only((await mails(email))[0]);
    expect(mail.subject).toBe('Your account was secured');
    expect(mail.text).toMatch(/\/reset-password#reset=[\w-]{43}/);
    expect(mail.html).toContain('Reset my password');
    // Every new-device notice of the account is reported.
    const notices = await db().selectFrom('notifications').select('reported_at').where('user_id', '=', userId).where('kind', '=', 'new_device').execute();
    expect(notices.every((n) => n.reported_at !== null)).toBe(true);

    const again = await secure(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('notifications.link_expired');
  });

  it('refuses an expired, unknown or malformed token and changes nothing', async () => {
    await compromisedAccount();
    const token = await notMeTokenOf(email);
    t.clock.advance(7 * 86_400_000 + 60_000);
    // Sessions would have expired by idle timeout too; count rows instead of using them.
    const live = (await liveSessions()).length;
    for (const bad of [token, 'x'.repeat(43), '', 42, 'a'.repeat(201)]) {
      const response = await secure(bad);
      expect(response.statusCode).toBe(400);
    }
    expect((await secure(token)).json().code).toBe('notifications.link_expired');
    expect(await liveSessions()).toHaveLength(live);
    expect(await trustedDevices()).toBe(1);
  });

  it('works once when 100 requests use the same link at the same time', async () => {
    await db().deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
    await compromisedAccount();
    const token = await notMeTokenOf(email);
    const before = (await events()).length;
    const answers = await Promise.all(Array.from({ length: 100 }, () => secure(token)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(99);
    expect((await events()).length).toBe(before + 1);
    expect(await liveSessions()).toHaveLength(0);
  });

  it('from the notifications page, by the signed-in owner, secures the account once and clears the login cookie', async () => {
    await compromisedAccount();
    const owner = await mfaSignIn(email, randomUUID());
    const notice = ((await list(owner)).json().data as { id: number; kind: string; can_report: boolean }[]).find((n) => n.can_report);
    expect(notice?.kind).toBe('new_device');
    const response = await t.app.inject({ method: 'POST', url: `/api/notifications/${notice?.id}/not-me`, headers: sessionHeaders(owner) });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await liveSessions()).toHaveLength(0);
    expect(await oidcArtefacts()).toBe(0);
    // The e-mailed links of the account are spent too.
    expect((await secure(await notMeTokenOf(email))).statusCode).toBe(400);
  });

  it('from a sign-in of the security history, by its owner only, secures the account', async () => {
    await compromisedAccount();
    const owner = await mfaSignIn(email, randomUUID());
    const signIns = await db().selectFrom('security_events').select('id').where('user_id', '=', userId).where('action', '=', 'signed_in').orderBy('id', 'desc').execute();
    const other = await db().selectFrom('security_events').select('id').where('user_id', '=', userId).where('action', '!=', 'signed_in').executeTakeFirstOrThrow();
    const report = (id: number | undefined, token = owner) => t.app.inject({ method: 'POST', url: `/api/security-events/${id}/not-me`, headers: sessionHeaders(token) });
    const stranger = await passwordSignIn('nomfa@example.com', randomUUID());
    expect((await report(signIns[1]?.id, stranger)).statusCode).toBe(404);
    expect((await report(other.id)).statusCode).toBe(404);
    expect(await liveSessions()).not.toHaveLength(0);
    const response = await report(signIns[1]?.id);
    expect(response.statusCode).toBe(200);
    expect(await liveSessions()).toHaveLength(0);
    expect(await trustedDevices()).toBe(0);
  });
});
