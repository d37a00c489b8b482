import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { latestCode, postJson, sessionHeaders, signIn, stepUpByEmail } from '../../test/flows';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  headers = sessionHeaders(await signIn(t.app, 'profile@example.com'));
});
afterAll(() => t.close());

type Profile = { email: { id: number; email: string; default: boolean; verified: boolean }[]; phone: { id: number; phone: string; default: boolean; verified: boolean }[] };
const profile = async (h = headers): Promise<Profile> => (await t.app.inject({ url: '/api/user', headers: h })).json().data;
const stepUp = (h = headers, to = 'profile@example.com', single = false) => stepUpByEmail(t.app, h, to, single);
const start = (body: unknown, h = headers) => postJson(t.app, '/api/user/login', body, h);
const confirm = (payload: string, code: string, h = headers) => postJson(t.app, '/api/user/login/confirm', { payload, code }, h);
const outbox = async (to: string) => (await t.database.db.selectFrom('outbox').select(['recipient', 'text']).where('recipient', '=', to).execute());

describe('POST /api/user/login and /confirm', () => {
  it('needs a step-up before any code is sent', async () => {
    const response = await start({ email: 'new@example.com' });
    expect(response.json().code).toBe('mfa.step_up_required');
    expect(await outbox('new@example.com')).toEqual([]);
  });

  it('adds a normalised e-mail only once the 8-digit code comes back, secondary and verified, and tells the default address', async () => {
    await stepUp();
    const started = await start({ email: '  Zoë.Second@Example.COM ' });
    expect(started.json()).toMatchObject({ kind: 'email', target: 'zoë.second@example.com'.normalize('NFC') });
    expect((await profile()).email).toHaveLength(1);
    const code = await latestCode(t.app, 'zoë.second@example.com'.normalize('NFC'));
    expect(code).toMatch(/^\d{8}$/);
    expect((await confirm(started.json().payload, code === '00000000' ? '11111111' : '00000000')).json().code).toBe('mfa.invalid_code');
    const done = await confirm(started.json().payload, code);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.email).toEqual([
      { id: expect.any(Number), email: 'profile@example.com', default: true, verified: true },
      { id: expect.any(Number), email: 'zoë.second@example.com'.normalize('NFC'), default: false, verified: true },
    ]);
    expect((await confirm(started.json().payload, code)).json().code).toBe('contact.expired');
    expect((await outbox('profile@example.com')).some((m) => m.text.includes('e-mail addresses or phone numbers of your account were changed'))).toBe(true);
  });

  it('reads an e-mail in decomposed Unicode as the same address (NFC)', async () => {
    const decomposed = 'zoe\u0308.second@example.com';
    expect((await start({ email: decomposed })).json().code).toBe('contact.email_duplicated');
  });

  it('parses phone numbers to E.164 and refuses invalid ones with a field error', async () => {
    expect((await start({ phone: '0032 470 55 66 77' })).json()).toMatchObject({ kind: 'phone', target: '+32470556677' });
    for (const phone of ['+3247', '+32 12', 'not a number', '+99912345678']) {
      const response = await start({ phone });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0]).toMatchObject({ path: 'phone', code: 'phone' });
    }
    expect((await start({ email: 'not-an-email' })).json().fields[0]).toMatchObject({ path: 'email', code: 'email' });
    expect((await start({ email: 'a@b.be', phone: '+32470556677' })).statusCode).toBe(400);
  });

  it("sends a code to another account's address; the confirmation offers the merge instead of adding it (issues 10, 34)", async () => {
    await stepUp();
    const started = await start({ email: 'DEMO@example.com' });
    expect(started.statusCode).toBe(200);
    const done = await confirm(started.json().payload, await latestCode(t.app, 'demo@example.com'));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ fuzzion: true, fuzzion_payload: expect.any(String) });
    expect(done.json().data.email.map((e: { email: string }) => e.email)).not.toContain('demo@example.com');
    await stepUp();
  });

  it('binds the challenge to its session', async () => {
    const started = await start({ email: 'bound@example.com' });
    const otherSession = sessionHeaders(await signIn(t.app, 'profile@example.com'));
    expect((await confirm(started.json().payload, await latestCode(t.app, 'bound@example.com'), otherSession)).json().code).toBe('contact.expired');
  });
});

describe('make primary', () => {
  beforeAll(async () => {
    const started = await start({ phone: '+32470556600' });
    expect((await confirm(started.json().payload, await latestCode(t.app, '+32470556600'))).statusCode).toBe(200);
  });

  const primary = (kind: string, id: number) => postJson(t.app, `/api/user/contacts/${kind}/${id}/primary`, undefined, headers);

  it('refuses an entry without two-step verification on it ("An error occurred during the switch.")', async () => {
    const second = (await profile()).phone.find((p) => p.phone === '+32470556600');
    const response = await primary('phone', second?.id ?? 0);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'contact.switch_failed', message: 'An error occurred during the switch.' });
    expect((await profile()).phone[0]?.phone).toBe('+32470123420');
  });

  it('refuses an unverified entry even with a method on it', async () => {
    const userId = (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', 'profile@example.com').executeTakeFirstOrThrow()).user_id;
    const { id } = await t.database.db.insertInto('user_phones').values({ user_id: userId, phone: '+32470556611', is_default: 0, verified: 0, created_at: 0 }).returning('id').executeTakeFirstOrThrow();
    await t.database.db.insertInto('mfa_methods').values({ user_id: userId, method: 'sms', target: '+32470556611', is_primary: 0, created_at: 0 }).execute();
    expect((await primary('phone', id)).json().code).toBe('contact.switch_failed');
    await t.database.db.deleteFrom('user_phones').where('id', '=', id).execute();
  });

  it('switches to a verified entry with an MFA method of the same kind and target, and tells the old default address', async () => {
    const userId = (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', 'profile@example.com').executeTakeFirstOrThrow()).user_id;
    const second = (await profile()).email.find((e) => !e.default);
    await t.database.db.insertInto('mfa_methods').values({ user_id: userId, method: 'email', target: second?.email ?? '', is_primary: 0, created_at: 0 }).execute();
    const before = (await outbox('profile@example.com')).length;
    const response = await primary('email', second?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email[0]).toMatchObject({ email: second?.email, default: true });
    expect(response.json().data.email.filter((e: { default: boolean }) => e.default)).toHaveLength(1);
    expect((await outbox('profile@example.com')).length).toBe(before + 1);
    // And back, for the tests below.
    const old = response.json().data.email.find((e: { email: string }) => e.email === 'profile@example.com');
    expect((await primary('email', old.id)).statusCode).toBe(200);
  });

  it('answers 404 for an entry of another account', async () => {
    const other = await t.database.db.selectFrom('user_phones').select('id').where('phone', '=', '+32470123456').executeTakeFirstOrThrow();
    expect((await primary('phone', other.id)).statusCode).toBe(404);
  });
});

describe('DELETE /api/user/contacts/{kind}/{id}', () => {
  const remove = (kind: string, id: number, h = headers) => t.app.inject({ method: 'DELETE', url: `/api/user/contacts/${kind}/${id}`, headers: h });

  it('refuses the default entry and the last of a kind', async () => {
    const p = await profile();
    const defaultEmail = p.email.find((e) => e.default);
    const response = await remove('email', defaultEmail?.id ?? 0);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'contact.delete_failed', message: 'An error occurred while trying to delete the item.' });
    expect((await profile()).email).toHaveLength(p.email.length);
  });

  it('deletes a secondary entry', async () => {
    const second = (await profile()).phone.find((e) => !e.default);
    const response = await remove('phone', second?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phone.map((e: { id: number }) => e.id)).not.toContain(second?.id);
    const events = await t.database.db.selectFrom('security_events').select('action').where('action', 'in', ['contact_added', 'contact_primary_switched', 'contact_deleted']).execute();
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['contact_added', 'contact_primary_switched', 'contact_deleted']));
  });

  it('needs a step-up', async () => {
    const fresh = sessionHeaders(await signIn(t.app, 'profile@example.com'));
    const second = (await profile()).email.find((e) => !e.default);
    expect((await remove('email', second?.id ?? 0, fresh)).json().code).toBe('mfa.step_up_required');
  });

  it('refuses a bad kind or id with 400', async () => {
    expect((await remove('fax', 1)).statusCode).toBe(400);
    expect((await remove('email', -1)).statusCode).toBe(400);
  });
});

// Last: parallel guesses may use up the account's guess limits, which the tests above need.
describe('races', () => {
  it('of two accounts racing for one new address, one gets it and the other the merge offer (contact-claims.test.ts: 10)', async () => {
    const other = sessionHeaders(await signIn(t.app, 'profile.info@example.com'));
    await stepUp(other, 'profile.info@example.com');
    const [a, b] = await Promise.all([start({ email: 'race@example.com' }), start({ email: 'race@example.com' }, other)]);
    const codes = (await t.database.db.selectFrom('outbox').select('text').where('recipient', '=', 'race@example.com').execute()).length;
    expect(codes).toBe(2);
    // Both codes were sent to the same address; each account confirms its own challenge with the
    // code from its message (the latest is B's or A's: try both, a wrong one only costs a guess).
    const messages = (await t.database.db.selectFrom('outbox').select('text').where('recipient', '=', 'race@example.com').orderBy('id').execute()).map((m) => m.text.match(/\d{8}/)?.[0] ?? '');
    const tryBoth = async (payload: string, h: Record<string, string>) => {
      for (const code of messages) {
        const answer = await confirm(payload, code, h);
        if (answer.json().code !== 'mfa.invalid_code') return answer;
      }
      throw new Error('no code matched');
    };
    const answers = await Promise.all([tryBoth(a.json().payload, headers), tryBoth(b.json().payload, other)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.filter((r) => r.json().fuzzion === true)).toHaveLength(1);
    expect(await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', 'race@example.com').execute()).toHaveLength(1);
  });

  it('of 100 parallel confirmations of one code, one adds the number', async () => {
    const started = await start({ phone: '+32470556633' });
    const code = await latestCode(t.app, '+32470556633');
    const answers = await Promise.all(Array.from({ length: 100 }, () => confirm(started.json().payload, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect((await profile()).phone.filter((p) => p.phone === '+32470556633')).toHaveLength(1);
  });

});
