import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_RECOVERY_KEYS } from '../../demo/accounts';
import { startTestApp, type TestApp } from '../../test/app';
import { expectNoClearNumbers } from '../../test/clear-numbers';
import { deviceHeaders, postJson, sessionHeaders, setCookie } from '../../test/flows';
import { solvedCaptcha } from '../../test/captcha';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Not made of the accounts' addresses (recover-key@…): the context check would refuse it.
const NEW_PASSWORD = 'Brand-new-Lantern-9!';
const HOURS_72 = 72 * 3_600_000;
const keyUser = { email: 'recover-key@example.com', phone: '+32470199600' };
const cardUser = { email: 'recover-card@example.com', phone: '+32470199601', card: '5065 0000 0000 3003', nrn: '85.07.30-033.28' };
const waitUser = { email: 'recover-wait@example.com', phone: '+32470199602' };

/** Identifies on a device of its own; answers the flow and the headers of that device. */
async function identify(username: string, headers = deviceHeaders()) {
  const response = await postJson(t.app, '/api/recovery', { username, captcha: await solvedCaptcha(t.app) }, headers);
  expect(response.statusCode).toBe(200);
  return { recovery: response.json().recovery as string, headers };
}

const userIdOf = async (email: string) =>
  (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const eventsOf = async (email: string) =>
  (await t.database.db.selectFrom('security_events').select('action').where('user_id', '=', await userIdOf(email)).orderBy('id').execute()).map((r) => r.action);
const outbox = async (to: string): Promise<{ id: number; text: string; subject: string }[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data;
const passwordSignIn = (username: string, password: string) => postJson(t.app, '/api/token', { username, password });
/** A body without the parts that are random by design. */
const shape = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v]));

describe('identifying', () => {
  it('always needs a solved captcha, spent once', async () => {
    const without = await postJson(t.app, '/api/recovery', { username: keyUser.email });
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('captcha.invalid');
    const captcha = await solvedCaptcha(t.app);
    expect((await postJson(t.app, '/api/recovery', { username: keyUser.email, captcha })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/recovery', { username: keyUser.email, captcha })).json().code).toBe('captcha.invalid');
  });

  it('answers a known and an unknown name alike', async () => {
    const known = await postJson(t.app, '/api/recovery', { username: 'Recover-Key@Example.com', captcha: await solvedCaptcha(t.app) });
    const unknown = await postJson(t.app, '/api/recovery', { username: 'nobody-here@example.com', captcha: await solvedCaptcha(t.app) });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(shape(unknown.json())).toEqual(shape(known.json()));
    expect(unknown.json().expires_in).toBe(known.json().expires_in);
  });

  it('refuses bad input with field errors and without a 500', async () => {
    const response = await postJson(t.app, '/api/recovery', { username: '', captcha: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation.invalid');
  });
});

describe('recovery key', () => {
  it('replaces the password, ends every session, signs in with a fresh step-up and tells every channel', async () => {
    // A session the account had before (the person who lost the factors, or an intruder).
    const oldSession = await t.database.db.insertInto('sessions').values({
      token_hash: 'x'.repeat(64), user_id: await userIdOf(keyUser.email), device_id: null, user_agent: null, ip: null,
      created_at: t.clock.now(), last_seen_at: t.clock.now(), expires_at: t.clock.now() + 3_600_000, ended_at: null, browser: null, os: null,
    }).returning('id').executeTakeFirstOrThrow();

    const { recovery, headers } = await identify(keyUser.email);
    const wrong = await postJson(t.app, '/api/recovery/key', { recovery, key: 'WRONG-KEYXX', password: NEW_PASSWORD }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'recovery.invalid', message: 'The information you provided is invalid' });

    const right = await postJson(t.app, '/api/recovery/key', { recovery, key: (DEMO_RECOVERY_KEYS[0] ?? '').toLowerCase(), password: NEW_PASSWORD }, headers);
    expect(right.statusCode).toBe(200);
    expect(setCookie(right)).toMatch(/HttpOnly/);
    const token: string = right.json().access_token;
    const status = await t.app.inject({ method: 'GET', url: '/api/mfa/status', headers: sessionHeaders(token, headers['x-device-id']) });
    expect(status.json()).toMatchObject({ sudo: true });

    const ended = await t.database.db.selectFrom('sessions').select('ended_at').where('id', '=', oldSession.id).executeTakeFirstOrThrow();
    expect(ended.ended_at).not.toBeNull();
    expect((await passwordSignIn(keyUser.email, DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await passwordSignIn(keyUser.email, NEW_PASSWORD)).statusCode).toBe(401); // right password: on to the second factor

    expect((await outbox(keyUser.email)).map((m) => m.subject)).toContain('Your account was recovered');
    expect((await outbox(keyUser.phone))[0]?.text).toMatch(/recovered/);
    expect(await eventsOf(keyUser.email)).toEqual(expect.arrayContaining(['recovery_started', 'recovery_failed', 'recovery_key_used', 'recovery_completed', 'password_changed']));

    // The key is spent.
    const again = await identify(keyUser.email);
    const reused = await postJson(t.app, '/api/recovery/key', { recovery: again.recovery, key: DEMO_RECOVERY_KEYS[0], password: NEW_PASSWORD }, again.headers);
    expect(reused.json().code).toBe('recovery.invalid');
  });

  it('answers an unknown name exactly like a wrong key', async () => {
    const known = await identify(keyUser.email);
    const unknown = await identify('nobody-at-all@example.com');
    const a = await postJson(t.app, '/api/recovery/key', { recovery: known.recovery, key: 'ABCDE-FGHJK', password: NEW_PASSWORD }, known.headers);
    const b = await postJson(t.app, '/api/recovery/key', { recovery: unknown.recovery, key: DEMO_RECOVERY_KEYS[5], password: NEW_PASSWORD }, unknown.headers);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
  });

  it('spends a key once when two proofs race', async () => {
    // By phone: the e-mail address's free guesses were spent by the tests before.
    const flows = await Promise.all([identify(keyUser.phone), identify(keyUser.phone)]);
    const answers = await Promise.all(flows.map((f) => postJson(t.app, '/api/recovery/key', { recovery: f.recovery, key: DEMO_RECOVERY_KEYS[1], password: NEW_PASSWORD }, f.headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('only works from the device that identified, and checks the new password first', async () => {
    const { recovery, headers } = await identify(keyUser.email);
    const elsewhere = await postJson(t.app, '/api/recovery/key', { recovery, key: DEMO_RECOVERY_KEYS[2], password: NEW_PASSWORD });
    expect(elsewhere.json().code).toBe('recovery.expired');
    const weak = await postJson(t.app, '/api/recovery/key', { recovery, key: DEMO_RECOVERY_KEYS[2], password: 'short' }, headers);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual(expect.arrayContaining([{ path: 'password', code: 'password_too_short' }]));
    const common = await postJson(t.app, '/api/recovery/key', { recovery, key: DEMO_RECOVERY_KEYS[2], password: 'Password123!' }, headers);
    expect(common.json().fields).toEqual([{ path: 'password', code: 'password_common' }]);
    // What the requester typed (the login name) and the product name are refused before the proof.
    for (const personal of [`${keyUser.email}1!`, 'Recover-Key-2026!', 'Monizze-2026!']) {
      const refused = await postJson(t.app, '/api/recovery/key', { recovery, key: DEMO_RECOVERY_KEYS[2], password: personal }, headers);
      expect(refused.json().fields, personal).toEqual([{ path: 'password', code: 'password_personal_info' }]);
    }
    // Neither spent the key.
    expect((await postJson(t.app, '/api/recovery/key', { recovery, key: DEMO_RECOVERY_KEYS[2], password: NEW_PASSWORD }, headers)).statusCode).toBe(200);
  });

  it('takes the key as printed, with spaces or in lower case, and still only once', async () => {
    // By phone: the e-mail address's free guesses were spent by the tests before.
    const first = await identify(keyUser.phone);
    const used = await postJson(t.app, '/api/recovery/key', { recovery: first.recovery, key: ' demky 22227 ', password: NEW_PASSWORD }, first.headers);
    expect(used.statusCode).toBe(200);
    const again = await identify(keyUser.phone);
    const reused = await postJson(t.app, '/api/recovery/key', { recovery: again.recovery, key: 'DEMKY-22227', password: NEW_PASSWORD }, again.headers);
    expect(reused.json().code).toBe('recovery.invalid');
  });
});

describe('card and national register number', () => {
  it('needs both to match, and answers an unknown name alike', async () => {
    const known = await identify(cardUser.phone);
    const wrongNrn = await postJson(t.app, '/api/recovery/card', { recovery: known.recovery, card_number: cardUser.card, national_register_number: '04031512346', password: NEW_PASSWORD }, known.headers);
    const wrongCard = await postJson(t.app, '/api/recovery/card', { recovery: known.recovery, card_number: '5065 1234 5678 9012', national_register_number: cardUser.nrn, password: NEW_PASSWORD }, known.headers);
    const unknown = await identify('+32470999999');
    const nobody = await postJson(t.app, '/api/recovery/card', { recovery: unknown.recovery, card_number: cardUser.card, national_register_number: cardUser.nrn, password: NEW_PASSWORD }, unknown.headers);
    for (const response of [wrongCard, nobody]) {
      expect(response.statusCode).toBe(wrongNrn.statusCode);
      expect(response.json()).toEqual(wrongNrn.json());
    }
    expect(wrongNrn.json().code).toBe('recovery.invalid');
    const bad = await postJson(t.app, '/api/recovery/card', { recovery: known.recovery, card_number: '1234', national_register_number: '85073003329', password: NEW_PASSWORD }, known.headers);
    expect(bad.json().fields).toEqual(expect.arrayContaining([{ path: 'card_number', code: 'card_number' }, { path: 'national_register_number', code: 'national_register_number' }]));

    const right = await postJson(t.app, '/api/recovery/card', { recovery: known.recovery, card_number: cardUser.card, national_register_number: cardUser.nrn, password: NEW_PASSWORD }, known.headers);
    expect(right.statusCode).toBe(200);
    // The proof is checked against digests: neither number is held in clear (issue 32).
    await expectNoClearNumbers(t.database, cardUser.card, cardUser.nrn);
    expect((await passwordSignIn(cardUser.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await outbox(cardUser.phone))[0]?.text).toMatch(/hersteld/); // nl: the account's language
  });

  it('counts wrong proofs against the sign-in limiter: a captcha after 3, then 429', async () => {
    const { recovery, headers } = await identify('limits-nobody@example.com');
    const proof = (captcha?: string) => postJson(t.app, '/api/recovery/card', { recovery, card_number: cardUser.card, national_register_number: cardUser.nrn, password: NEW_PASSWORD, captcha }, headers);
    for (let i = 0; i < 3; i++) expect((await proof()).json().code).toBe('recovery.invalid');
    expect((await proof()).statusCode).toBe(428);
    expect((await proof(await solvedCaptcha(t.app))).json().code).toBe('recovery.invalid');
    // The flow's own guesses (5) run out too; the answer never depends on the account.
    await t.database.db.insertInto('rate_limits').values({ key: 'signin:day:blocked-nobody@example.com', points: 100, expires_at: Date.now() + 3_600_000 }).execute();
    const blocked = await identify('blocked-nobody@example.com');
    const refused = await postJson(t.app, '/api/recovery/card', { recovery: blocked.recovery, card_number: cardUser.card, national_register_number: cardUser.nrn, password: NEW_PASSWORD }, blocked.headers);
    expect(refused.statusCode).toBe(429);
  });
});

describe('72-hour request', () => {
  const cancelTokenIn = (text: string) => text.match(/\/account-recovery\/cancel#cancel=([0-9a-f]{64})/)?.[1] ?? '';

  it('tells every channel with a cancel link, refuses before 72 hours and recovers after', async () => {
    const { recovery, headers } = await identify(waitUser.email);
    const started = await postJson(t.app, '/api/recovery/request', { recovery }, headers);
    expect(started.statusCode).toBe(200);
    const { request, ready_at } = started.json();
    expect(ready_at).toBe(t.clock.now() + HOURS_72);
    const mail = (await outbox(waitUser.email))[0];
    const sms = (await outbox(waitUser.phone))[0];
    expect(mail?.subject).toBe('Quelqu’un a demandé à récupérer votre compte');
    expect(cancelTokenIn(mail?.text ?? '')).not.toBe('');
    expect(cancelTokenIn(sms?.text ?? '')).toBe(cancelTokenIn(mail?.text ?? ''));
    // The flow is spent.
    expect((await postJson(t.app, '/api/recovery/request', { recovery }, headers)).json().code).toBe('recovery.expired');

    const early = await postJson(t.app, '/api/recovery/request/complete', { request, password: NEW_PASSWORD });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'recovery.not_ready', ready_at });
    t.clock.advance(HOURS_72 - 60_000);
    expect((await postJson(t.app, '/api/recovery/request/complete', { request, password: NEW_PASSWORD })).json().code).toBe('recovery.not_ready');
    t.clock.advance(60_000);

    // The account's names and addresses are refused once the request can complete, spending nothing.
    const personal = await postJson(t.app, '/api/recovery/request/complete', { request, password: 'Recover-Wait-2026!' });
    expect(personal.json().fields).toEqual([{ path: 'password', code: 'password_personal_info' }]);

    // Parallel completions: exactly one recovers the account.
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson(t.app, '/api/recovery/request/complete', { request, password: NEW_PASSWORD })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().code === 'recovery.invalid')).toBe(true);
    expect((await passwordSignIn(waitUser.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect(await eventsOf(waitUser.email)).toEqual(expect.arrayContaining(['recovery_requested', 'recovery_completed', 'password_changed']));
    // The cancel link of a completed request no longer works.
    expect((await postJson(t.app, '/api/recovery/cancel', { cancel: cancelTokenIn(mail?.text ?? '') })).json().code).toBe('recovery.link_expired');
  });

  it('is cancelled by its link once, and then answers like a request for an unknown name', async () => {
    const known = await identify(cardUser.email);
    const asked = (await postJson(t.app, '/api/recovery/request', { recovery: known.recovery }, known.headers)).json();
    const link = cancelTokenIn((await outbox(cardUser.email))[0]?.text ?? '');
    const unknown = await identify('nobody-waits@example.com');
    const fake = await postJson(t.app, '/api/recovery/request', { recovery: unknown.recovery }, unknown.headers);
    expect(fake.statusCode).toBe(200);
    expect(shape(fake.json())).toEqual(shape(asked));

    const cancelled = await postJson(t.app, '/api/recovery/cancel', { cancel: link });
    expect(cancelled.statusCode).toBe(204);
    expect((await postJson(t.app, '/api/recovery/cancel', { cancel: link })).json().code).toBe('recovery.link_expired');
    expect(await eventsOf(cardUser.email)).toContain('recovery_cancelled');

    const complete = (request: string) => postJson(t.app, '/api/recovery/request/complete', { request, password: NEW_PASSWORD });
    const [earlyKnown, earlyUnknown] = [await complete(asked.request), await complete(fake.json().request)];
    expect(earlyKnown.statusCode).toBe(earlyUnknown.statusCode);
    expect(earlyKnown.json().code).toBe('recovery.not_ready');
    expect(earlyUnknown.json().code).toBe('recovery.not_ready');
    t.clock.advance(HOURS_72);
    const [lateKnown, lateUnknown] = [await complete(asked.request), await complete(fake.json().request)];
    expect(lateKnown.statusCode).toBe(400);
    expect(lateKnown.json()).toEqual(lateUnknown.json());
    expect(lateKnown.json().code).toBe('recovery.invalid');
    // A password made of the account's address says no more about a cancelled request.
    const personal = (request: string) => postJson(t.app, '/api/recovery/request/complete', { request, password: 'Recover-Card-2026!' });
    expect((await personal(asked.request)).json()).toEqual((await personal(fake.json().request)).json());
  });

  it('tells the channels once while a request is open, and answers the next request alike', async () => {
    const first = await identify(keyUser.phone);
    const asked = await postJson(t.app, '/api/recovery/request', { recovery: first.recovery }, first.headers);
    const told = (await outbox(keyUser.email)).length;
    const second = await identify(keyUser.email);
    const again = await postJson(t.app, '/api/recovery/request', { recovery: second.recovery }, second.headers);
    expect(again.statusCode).toBe(200);
    expect(shape(again.json())).toEqual(shape(asked.json()));
    expect((await outbox(keyUser.email)).length).toBe(told);
  });

  it('refuses unknown secrets and links without a 500', async () => {
    expect((await postJson(t.app, '/api/recovery/request/complete', { request: randomUUID(), password: NEW_PASSWORD })).json().code).toBe('recovery.invalid');
    expect((await postJson(t.app, '/api/recovery/cancel', { cancel: 'nope' })).json().code).toBe('recovery.link_expired');
    expect((await postJson(t.app, '/api/recovery/request', { recovery: 'nope' })).json().code).toBe('recovery.expired');
  });
});
