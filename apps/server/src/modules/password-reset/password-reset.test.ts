import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { startTestApp, type TestApp } from '../../test/app';
import { deviceHeaders, postJson, sessionHeaders, signIn } from '../../test/flows';
import { totpCode } from '../../test/totp';
import { solvedCaptcha } from '../../test/captcha';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Every request of the flow takes a point per IP; the tests all come from one address.
beforeEach(async () => {
  await t.database.db.deleteFrom('rate_limits').execute();
});

const NEW_PASSWORD = 'Zebra-Lantern-42!';
type Headers = Record<string, string>;
type Outbox = { id: number; channel: string; recipient: string; text: string }[];

const forgot = (body: object, headers: Headers = deviceHeaders()) => postJson(t.app, '/api/user/forgot-password', body, headers);
const resend = (payload: string, channel: 'email' | 'sms', headers: Headers) => postJson(t.app, '/api/user/forgot-password/resend', { payload, channel }, headers);
const confirm = (payload: string, code: string, headers: Headers) => postJson(t.app, '/api/user/forgot-password/confirm', { payload, code }, headers);
const factorSend = (payload: string, mfaId: number, headers: Headers) => postJson(t.app, '/api/user/reset-password/mfa/send', { payload, mfaId }, headers);
const factorConfirm = (payload: string, code: string, headers: Headers) => postJson(t.app, '/api/user/reset-password/mfa/confirm', { payload, code }, headers);
const reset = (payload: string, headers: Headers, password = NEW_PASSWORD, confirmation = password) =>
  postJson(t.app, '/api/user/reset-password', { payload, password, password_confirmation: confirmation }, headers);
const login = (username: string, password: string) => postJson(t.app, '/api/token', { username, password });

async function outbox(to: string): Promise<Outbox> {
  return (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data;
}
/** The codes go out after the answer (its timing must not depend on them): wait for a new one. */
async function codeAfter(to: string, afterId: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const newest = (await outbox(to))[0];
    const code = newest && newest.id > afterId ? newest.text.match(/\b\d{8}\b/)?.[0] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No new code for ${to}`);
}
const lastId = async (to: string) => (await outbox(to))[0]?.id ?? 0;
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** The code step of an account, ended by the right code: the answer of /confirm. */
async function proveByCode(username: string, channel: 'email' | 'phone', headers = deviceHeaders()) {
  const before = await lastId(username);
  const started = await forgot({ [channel]: username }, headers);
  expect(started.statusCode).toBe(200);
  const confirmed = await confirm(started.json().payload, await codeAfter(username, before), headers);
  expect(confirmed.statusCode).toBe(200);
  return { headers, step: confirmed.json() as { payload: string; second_factor: { methods: { id: number; method: string; target: string | null }[] } | null } };
}

const verificationsFor = (username: string) =>
  t.database.db.selectFrom('verifications').selectAll().where('purpose', '=', 'password_reset').execute().then((rows) => rows.filter((r) => JSON.parse(r.data).username === username));

describe('POST /api/user/forgot-password', () => {
  it('answers an unknown address exactly like a known one, and sends a code only to the known one', async () => {
    const before = await lastId('demo@example.com');
    const known = await forgot({ email: 'Demo@Example.com' });
    const unknown = await forgot({ email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(known.json()).sort());
    expect(known.json()).toEqual({ payload: expect.any(String), recipient: ['d***@example.com'], technology: 'email', resend_in: 10 });
    expect(unknown.json()).toEqual({ payload: expect.any(String), recipient: ['n***@example.com'], technology: 'email', resend_in: 10 });
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(await codeAfter('demo@example.com', before)).toMatch(/^\d{8}$/);
    await settle();
    expect(await outbox('nobody-here@example.com')).toEqual([]);
  });

  it('does the same stored work for both: a verification with a code, whose sends are counted', async () => {
    await forgot({ phone: '+32470123456' });
    await forgot({ phone: '+32470999111' });
    const [known] = await verificationsFor('+32470123456');
    const [unknown] = await verificationsFor('+32470999111');
    expect(known?.code_hash).toEqual(expect.any(String));
    expect(unknown?.code_hash).toEqual(expect.any(String));
    expect([known?.sends, unknown?.sends]).toEqual([1, 1]);
    expect(unknown?.user_id).toBeNull();
  });

  it('masks a phone number as typed and names the technology SMS', async () => {
    const response = await forgot({ phone: '+32 470 12 34 56' });
    expect(response.json()).toMatchObject({ recipient: ['+32 *** *** 456'], technology: 'SMS' });
  });

  it('refuses bad input with field errors and no 500: nothing, both, a bad address, a bad number', async () => {
    for (const body of [{}, { email: 'demo@example.com', phone: '+32470123456' }, { email: 'not-an-address' }, { phone: '12' }, { email: 'a\u0000b@example.com' }]) {
      const response = await forgot(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation.invalid');
    }
  });

  it('asks for a captcha after 3 requests per username in 15 minutes, alike for unknown usernames, and takes a solved one', async () => {
    for (const email of ['nomfa@example.com', 'never-registered@example.com']) {
      for (let i = 0; i < 3; i++) expect((await forgot({ email })).statusCode).toBe(200);
      const asked = await forgot({ email });
      expect(asked.statusCode).toBe(428);
      expect(asked.json().code).toBe('auth.captcha_required');
      expect((await forgot({ email, captcha: 'forged' })).statusCode).toBe(428);
      expect((await forgot({ email, captcha: await solvedCaptcha(t.app) })).statusCode).toBe(200);
    }
  });

  it('refuses past 50 requests per IP in 15 minutes (429)', async () => {
    const answers = await Promise.all(Array.from({ length: 55 }, (_, i) => forgot({ email: `flood-${i}@example.com` })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('POST /api/user/forgot-password/resend', () => {
  it('sends by SMS to the default phone after an e-mail start, naming it masked; the old payload stops working', async () => {
    const headers = deviceHeaders();
    const started = (await forgot({ email: 'demo@example.com' }, headers)).json();
    expect((await resend(started.payload, 'sms', headers)).json()).toMatchObject({ code: 'mfa.resend_too_soon', resend_in: 10 });
    t.clock.advance(11_000);
    const before = await lastId('+32470123456');
    const answer = await resend(started.payload, 'sms', headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ payload: expect.any(String), recipient: ['+32 *** *** 456'], technology: 'SMS', resend_in: 10 });
    const code = await codeAfter('+32470123456', before);
    expect((await confirm(started.payload, code, headers)).json().code).toBe('password_reset.expired');
    const confirmed = await confirm(answer.json().payload, code, headers);
    // The code came by SMS: the e-mail method is now the second factor.
    expect(confirmed.json().second_factor.methods.map((m: { method: string }) => m.method)).toEqual(['email']);
  });

  it('answers an unknown username with a plausible recipient that is the same every time', async () => {
    const names = [];
    for (let i = 0; i < 2; i++) {
      const headers = deviceHeaders();
      const started = (await forgot({ email: 'ghost@example.com' }, headers)).json();
      t.clock.advance(11_000);
      const answer = await resend(started.payload, 'sms', headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ payload: expect.any(String), recipient: [expect.stringMatching(/^\+32 \*\*\* \*\*\* \d{3}$/)], technology: 'SMS', resend_in: 10 });
      names.push(answer.json().recipient[0]);
    }
    expect(names[0]).toBe(names[1]);
  });

  it('stops after 5 codes in all, whatever the channels', async () => {
    const headers = deviceHeaders();
    let payload = (await forgot({ email: 'customer@example.com' }, headers)).json().payload;
    for (const channel of ['sms', 'email', 'sms', 'email'] as const) {
      t.clock.advance(11_000);
      const answer = await resend(payload, channel, headers);
      expect(answer.statusCode).toBe(200);
      payload = answer.json().payload;
    }
    t.clock.advance(11_000);
    expect((await resend(payload, 'email', headers)).json().code).toBe('auth.too_many_attempts');
  });
});

describe('POST /api/user/forgot-password/confirm', () => {
  it('refuses a wrong code, then any code after 5 guesses; an unknown username fails the same way', async () => {
    for (const email of ['iban@example.com', 'nobody-at-all@example.com']) {
      const headers = deviceHeaders();
      const { payload } = (await forgot({ email }, headers)).json();
      for (let i = 0; i < 5; i++) {
        const wrong = await confirm(payload, '00000000', headers);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().code).toBe('mfa.invalid_code');
      }
      expect((await confirm(payload, '00000000', headers)).statusCode).toBe(429);
    }
  });

  it('works only on the device that asked, and not once expired', async () => {
    const before = await lastId('passkey@example.com');
    const headers = deviceHeaders();
    const { payload } = (await forgot({ email: 'passkey@example.com' }, headers)).json();
    const code = await codeAfter('passkey@example.com', before);
    expect((await confirm(payload, code, deviceHeaders())).json().code).toBe('password_reset.expired');
    t.clock.advance(21 * 60_000);
    expect((await confirm(payload, code, headers)).json().code).toBe('password_reset.expired');
    expect((await confirm('made-up', code, headers)).json().code).toBe('password_reset.expired');
  });

  it('asks for no second factor when the account has none beyond the channel', async () => {
    expect((await proveByCode('nomfa@example.com', 'email')).step.second_factor).toBeNull();
    expect((await proveByCode('password@example.com', 'email')).step.second_factor).toBeNull();
  });
});

describe('the second factor of a reset', () => {
  it('is required and enforced: SMS after an e-mail code; the password step cannot be skipped to', async () => {
    const demo = await proveByCode('demo@example.com', 'email');
    const methods = demo.step.second_factor?.methods ?? [];
    expect(methods).toEqual([{ id: expect.any(Number), method: 'sms', target: '+32 *** *** 456', primary: false }]);
    expect((await reset(demo.step.payload, demo.headers)).json().code).toBe('password_reset.expired');
    const before = await lastId('+32470123456');
    expect((await factorSend(demo.step.payload, methods[0]!.id + 1000, demo.headers)).json().code).toBe('mfa.method_unavailable');
    expect((await factorSend(demo.step.payload, methods[0]!.id, demo.headers)).statusCode).toBe(200);
    const code = await codeAfter('+32470123456', before);
    expect((await factorConfirm(demo.step.payload, '12345678', demo.headers)).json().code).toBe('mfa.invalid_code');
    // The wrong code is in the owner's security history: method and form, never the code.
    const failed = await t.database.db
      .selectFrom('security_events')
      .innerJoin('user_emails', 'user_emails.user_id', 'security_events.user_id')
      .select(['method', 'detail'])
      .where('user_emails.email', '=', 'demo@example.com')
      .where('action', '=', 'second_factor_failed')
      .execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]?.method).toBe('sms');
    expect(JSON.parse(failed[0]?.detail ?? '{}')).toEqual({ form: 'password_reset', guesses_left: expect.any(Number) });
    const passed = await factorConfirm(demo.step.payload, code, demo.headers);
    expect(passed.json()).toEqual({ payload: expect.any(String), second_factor: null });
    expect((await factorConfirm(demo.step.payload, code, demo.headers)).json().code).toBe('password_reset.expired');
  });

  it('takes the authenticator, once per time step, or a recovery key', async () => {
    const first = await proveByCode('totp@example.com', 'email');
    const kinds = first.step.second_factor?.methods.map((m) => m.method).sort();
    expect(kinds).toEqual(['totp', 'totpRecovery']);
    const totp = first.step.second_factor!.methods.find((m) => m.method === 'totp')!;
    expect((await factorSend(first.step.payload, totp.id, first.headers)).json()).toMatchObject({ method: { method: 'totp' }, resend_in: 0 });
    expect((await factorConfirm(first.step.payload, totpCode(t.clock.now()), first.headers)).statusCode).toBe(200);

    const second = await proveByCode('totp@example.com', 'email');
    const key = second.step.second_factor!.methods.find((m) => m.method === 'totpRecovery')!;
    await factorSend(second.step.payload, key.id, second.headers);
    // As printed, with its dash; and the key is spent whatever form it is typed in next.
    expect((await factorConfirm(second.step.payload, 'DEMKY-22222', second.headers)).statusCode).toBe(200);
    const third = await proveByCode('totp@example.com', 'email');
    await factorSend(third.step.payload, key.id, third.headers);
    expect((await factorConfirm(third.step.payload, ' demky 22222 ', third.headers)).json().code).toBe('mfa.invalid_code');
    expect((await factorConfirm(third.step.payload, 'demky 22223', third.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/user/reset-password', () => {
  it('refuses a password against the policy or a mismatch, changing nothing', async () => {
    const { headers, step } = await proveByCode('profile.info@example.com', 'email');
    const fields = async (password: string, confirmation = password) => (await reset(step.payload, headers, password, confirmation)).json().fields?.map((f: { path: string; code: string }) => `${f.path}:${f.code}`);
    expect(await fields('abc')).toEqual(['password:password_too_short', 'password:password_no_digit', 'password:password_no_special']);
    expect(await fields(NEW_PASSWORD, 'Something-else-1!')).toEqual(['password_confirmation:password_mismatch']);
    expect(await fields('Password123!')).toEqual(['password:password_common']);
    // The account's own address, phone and names, and the product name (Ivo Info, demo data).
    for (const personal of ['profile.info@example.com1!', 'Profile-Info-2026!', 'Zebra-+32 470 12 34 21!', 'Monizze-2026!']) {
      expect(await fields(personal), personal).toEqual(['password:password_personal_info']);
    }
    expect((await login('profile.info@example.com', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await reset(step.payload, headers)).statusCode).toBe(200);
  });

  it('sets the password, ends every session, records it and tells every address and phone', async () => {
    const session = sessionHeaders(await signIn(t.app, 'profile@example.com'));
    const account = await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', 'profile@example.com').executeTakeFirstOrThrow();
    await t.database.db.insertInto('user_emails').values({ user_id: account.user_id, email: 'second.profile@example.com', is_default: 0, verified: 1, created_at: t.clock.now() }).execute();
    const { headers, step } = await proveByCode('profile@example.com', 'email');
    const sms = step.second_factor!.methods[0]!;
    const before = await lastId('+32470123420');
    await factorSend(step.payload, sms.id, headers);
    const passed = (await factorConfirm(step.payload, await codeAfter('+32470123420', before), headers)).json();
    const done = await reset(passed.payload, headers);
    expect(done.statusCode).toBe(200);
    expect(done.json().sessions_ended).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: session })).statusCode).toBe(401);
    expect((await login('profile@example.com', DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await login('profile@example.com', NEW_PASSWORD)).statusCode).toBe(401);
    const events = await t.database.db.selectFrom('security_events').select(['action', 'detail']).where('user_id', '=', account.user_id).where('action', '=', 'password_reset').execute();
    expect(events).toHaveLength(1);
    for (const to of ['profile@example.com', 'second.profile@example.com', '+32470123420']) {
      expect((await outbox(to))[0]?.text).toContain('was reset after a forgotten-password request');
    }
    // The default address has the usual notice, and only that one.
    expect((await outbox('profile@example.com')).filter((m) => m.text.includes('was reset after a forgotten-password request'))).toHaveLength(1);
    const notices = await t.database.db.selectFrom('notifications').select('kind').where('user_id', '=', account.user_id).execute();
    expect(notices.map((n) => n.kind)).toContain('password_reset');
    expect((await reset(passed.payload, headers)).json().code).toBe('password_reset.expired');
  });

  it('lets exactly one of 50 parallel resets with one payload through', async () => {
    // Dirk has no second factor: the code leads straight to the password step.
    const { headers, step } = await proveByCode('devices@example.com', 'email');
    const payload = step.payload;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => reset(payload, headers, `${NEW_PASSWORD}${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === 'password_reset.expired')).toHaveLength(49);
  });
});

describe('the "This wasn\'t me" reset link', () => {
  it('opens once, asks for the second factor beyond e-mail, and leads to the password step', async () => {
    const token = await signIn(t.app, 'manage@example.com');
    const event = await t.database.db.selectFrom('security_events').select(['id', 'user_id']).where('action', '=', 'signed_in').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const before = await lastId('manage@example.com');
    expect((await t.app.inject({ method: 'POST', url: `/api/security-events/${event.id}/not-me`, headers: sessionHeaders(token) })).statusCode).toBe(200);
    let link = '';
    for (let i = 0; i < 50 && !link; i++) {
      const newest = (await outbox('manage@example.com'))[0];
      link = newest && newest.id > before ? (newest.text.match(/\/reset-password#reset=([\w-]+)/)?.[1] ?? '') : '';
      if (!link) await settle();
    }
    const headers = deviceHeaders();
    const opened = await postJson(t.app, '/api/user/reset-password/link', { payload: link }, headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().second_factor.methods.map((m: { method: string }) => m.method)).toEqual(['sms']);
    expect((await postJson(t.app, '/api/user/reset-password/link', { payload: link }, headers)).json().code).toBe('password_reset.expired');
    // A forgotten-password payload is no link, and a link is no forgotten-password step.
    expect((await reset(link, headers)).json().code).toBe('password_reset.expired');
  });
});
