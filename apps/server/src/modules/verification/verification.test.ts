import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../demo/accounts';
import { startTestApp, type TestApp } from '../../test/app';
import { latestCode, postJson, sessionHeaders, signIn, startMfaLogin } from '../../test/flows';

let t: TestApp;
/** A second server process on the same database, with its own in-memory limiter. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  other = await t.withEnv({});
});
afterAll(() => t.close());

const outboxTo = async (to: string) => (await t.database.db.selectFrom('outbox').select('text').where('recipient', '=', to).execute()).length;
const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((count, a) => ({ ...count, [a.statusCode]: (count[a.statusCode] ?? 0) + 1 }), {});

describe('guesses at a verification', () => {
  it('lets 60 concurrent wrong codes on two processes evaluate exactly five; the others get 429', async () => {
    const { payload, methods, headers } = await startMfaLogin(t.app, 'customer@example.com');
    const email = methods.find((m) => m.method === 'email');
    expect((await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: email?.id }, headers)).statusCode).toBe(200);
    const code = await latestCode(t.app, 'customer@example.com');
    const wrong = code === '00000000' ? '11111111' : '00000000';

    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => postJson(i % 2 === 0 ? t.app : other, '/api/token/mfa/confirm', { payload, code: wrong }, headers)),
    );
    expect(statuses(answers)).toEqual({ 400: 5, 429: 55 });
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().code === 'mfa.invalid_code')).toBe(true);
    expect(answers.filter((a) => a.statusCode === 429).every((a) => a.json().code === 'auth.too_many_attempts')).toBe(true);
    // The allowance is spent: even the right code is refused now.
    expect((await postJson(other, '/api/token/mfa/confirm', { payload, code }, headers)).statusCode).toBe(429);
  });

  it('gives the right guess back: four wrong codes and the right one sign in', async () => {
    const { payload, methods, headers } = await startMfaLogin(t.app, 'card@example.com');
    const card = methods.find((m) => m.method === 'card');
    await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: card?.id }, headers);
    for (let i = 0; i < 4; i++) expect((await postJson(t.app, '/api/token/mfa/confirm', { payload, code: '0000 0000 0000 0000' }, headers)).statusCode).toBe(400);
    // The demo card (docs/demo-data.md); the database holds only its digest.
    const right = await postJson(t.app, '/api/token/mfa/confirm', { payload, code: demoAccounts.find((a) => a.email === 'card@example.com')?.card?.number }, headers);
    expect(right.statusCode).toBe(200);
  });
});

describe('codes sent to one number', () => {
  it('sends at most 5 SMS per number per hour, even to 12 concurrent sign-ins on two processes', async () => {
    const to = '+32470123456';
    const before = await outboxTo(to);
    // The password steps one after the other (concurrent passwords for one account meet the
    // captcha, see limits-race.test.ts), then the 12 code requests at once.
    const logins = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 === 0 ? t.app : other;
      logins.push({ app, ...(await startMfaLogin(app, 'demo@example.com')) });
    }
    const answers = await Promise.all(
      logins.map(({ app, payload, methods, headers }) => {
        const sms = methods.find((m) => m.method === 'sms');
        return postJson(app, '/api/token/mfa/send', { payload, mfaId: sms?.id }, headers);
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 5, 429: 7 });
    expect((await outboxTo(to)) - before).toBe(5);
    const sent = await t.database.db
      .selectFrom('security_events')
      .innerJoin('user_emails', 'user_emails.user_id', 'security_events.user_id')
      .select('detail')
      .where('user_emails.email', '=', 'demo@example.com')
      .where('action', '=', 'code_sent')
      .execute();
    expect(sent.filter((e) => JSON.parse(e.detail ?? '{}').channel === 'sms')).toHaveLength(5);

    // The next hour has a fresh allowance.
    t.clock.advance(60 * 60 * 1000);
    const { payload, methods, headers } = await startMfaLogin(t.app, 'demo@example.com');
    const sms = methods.find((m) => m.method === 'sms');
    expect((await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: sms?.id }, headers)).statusCode).toBe(200);
  });
});

describe('the resend countdown', () => {
  it('comes with every send answer, and with the refusal of a send too soon', async () => {
    const { payload, methods, headers } = await startMfaLogin(t.app, 'totp@example.com');
    const email = methods.find((m) => m.method === 'email');
    const first = await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: email?.id }, headers);
    expect(first.json().resend_in).toBe(10);
    t.clock.advance(4000);
    const soon = await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: email?.id }, headers);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'mfa.resend_too_soon', resend_in: 6 });
    const totp = methods.find((m) => m.method === 'totp');
    // Switching to the authenticator still tells how long until a new e-mail code.
    expect((await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: totp?.id }, headers)).json().resend_in).toBe(6);
    t.clock.advance(6000);
    expect((await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: email?.id }, headers)).json().resend_in).toBe(10);
  });

  it('comes with a step-up challenge', async () => {
    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const challenge = await t.app.inject({ url: '/api/mfa/sudo?single=1', headers });
    expect(challenge.json().resend_in).toBe(10);
    const again = await t.app.inject({ url: `/api/mfa/sudo?payload=${challenge.json().payload}`, headers });
    expect(again.statusCode).toBe(429);
    expect(again.json().resend_in).toBeGreaterThan(0);
  });
});
