import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/accounts';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, sessionHeaders, setCookie, signIn, startMfaLogin, stepUpByEmail } from '../../test/flows';
import { totpCode } from '../../test/totp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const STEP = 30_000;
const eventsOf = async (email: string) =>
  (
    await t.database.db
      .selectFrom('security_events')
      .innerJoin('user_emails', 'user_emails.user_id', 'security_events.user_id')
      .select(['action', 'detail'])
      .where('user_emails.email', '=', email)
      .orderBy('security_events.id')
      .execute()
  ).map((e) => e.action);
const latestMail = async (to: string) =>
  t.database.db.selectFrom('outbox').select(['subject', 'text']).where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirst();

/** Password, then the authenticator code; optionally trusting the device. Answers the confirm response. */
async function signInWithTotp(username: string, deviceId: string, code: string, isTrustedDevice = false) {
  const login = await startMfaLogin(t.app, username, deviceHeaders(deviceId));
  const totp = login.methods.find((m) => m.method === 'totp');
  await postJson(t.app, '/api/token/mfa/send', { payload: login.payload, mfaId: totp?.id }, login.headers);
  return postJson(t.app, '/api/token/mfa/confirm', { payload: login.payload, code, isTrustedDevice }, login.headers);
}

describe('a replayed authenticator code', () => {
  it('is refused, recorded as totp_replayed and the person told by e-mail', async () => {
    t.clock.advance(STEP);
    const code = totpCode(t.clock.now());
    expect((await signInWithTotp('totp@example.com', randomUUID(), code)).statusCode).toBe(200);
    const replayed = await signInWithTotp('totp@example.com', randomUUID(), code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('mfa.invalid_code');
    expect(await eventsOf('totp@example.com')).toContain('totp_replayed');
    const mail = await latestMail('totp@example.com');
    expect(mail?.subject).toBe('Security change on your account');
    expect(mail?.text).toContain('already been used');
  });
});

describe('changing the second factors', () => {
  it('ends the trust of devices trusted before: the device must do the second factor again', async () => {
    const deviceId = randomUUID();
    t.clock.advance(STEP);
    const trusted = await signInWithTotp('totp@example.com', deviceId, totpCode(t.clock.now()), true);
    expect(trusted.statusCode).toBe(200);
    const cookie = setCookie(trusted).match(/trusted_device=[\w-]{43}/)?.[0] ?? '';
    const password = () => postJson(t.app, '/api/token', { username: 'totp@example.com', password: DEMO_PASSWORD }, { ...deviceHeaders(deviceId), cookie });
    expect((await password()).statusCode).toBe(200);

    const headers = sessionHeaders(trusted.json().access_token, deviceId);
    const methods: { id: number; method: string }[] = (await t.app.inject({ url: '/api/mfa', headers })).json().data;
    const totp = methods.find((m) => m.method === 'totp');
    expect((await stepUpByEmail(t.app, headers, 'totp@example.com')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/mfa/${totp?.id}`, headers })).statusCode).toBe(204);

    expect((await password()).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/mfa/trusted-devices', headers })).json().data).toEqual([]);
    expect(await eventsOf('totp@example.com')).toEqual(expect.arrayContaining(['method_deleted', 'device_revoked']));
  });

  it('sends a security notice after each change, in the account’s language', async () => {
    // The deletion above: totp@example.com is English.
    expect(await latestMail('totp@example.com')).toMatchObject({ text: expect.stringContaining('A two-step verification method was removed') });
    // demo@example.com is Dutch: switching the primary method tells them in Dutch.
    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const sms = ((await t.app.inject({ url: '/api/mfa', headers })).json().data as { id: number; method: string }[]).find((m) => m.method === 'sms');
    await stepUpByEmail(t.app, headers, 'demo@example.com');
    expect((await postJson(t.app, `/api/mfa/switch-primary/${sms?.id}`, undefined, headers)).statusCode).toBe(204);
    expect(await latestMail('demo@example.com')).toMatchObject({ subject: 'Beveiligingswijziging op je account', text: expect.stringContaining('hoofdmethode') });
  });

  it('sends one after new recovery keys, and the new keys work with or without the dash, in any case', async () => {
    t.clock.advance(STEP);
    const signedIn = await signInWithTotp('recover@example.com', randomUUID(), totpCode(t.clock.now()));
    const headers = sessionHeaders(signedIn.json().access_token);
    await stepUpByEmail(t.app, headers, 'recover@example.com', false);
    const keys: string[] = (await postJson(t.app, '/api/mfa/regenerate-recovery', undefined, headers)).json().recovery_keys;
    expect(await latestMail('recover@example.com')).toMatchObject({ text: expect.stringContaining('New recovery keys') });
    const login = await startMfaLogin(t.app, 'recover@example.com');
    const recovery = login.methods.find((m) => m.method === 'totpRecovery');
    await postJson(t.app, '/api/token/mfa/send', { payload: login.payload, mfaId: recovery?.id }, login.headers);
    const typed = (keys[0] ?? '').replace('-', '').toLowerCase();
    expect((await postJson(t.app, '/api/token/mfa/confirm', { payload: login.payload, code: typed }, login.headers)).statusCode).toBe(200);
  });
});
