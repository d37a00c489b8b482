import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { sessionHeaders, signIn } from '../../test/flows';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  headers = sessionHeaders(await signIn(t.app, 'profile.info@example.com'));
});
afterAll(() => t.close());

const patch = (payload: unknown, h = headers) => t.app.inject({ method: 'PATCH', url: '/api/user', payload: payload as object, headers: h });
const profile = async () => (await t.app.inject({ url: '/api/user', headers })).json().data;

describe('PATCH /api/user', () => {
  it('changes names, birthdate, gender and language, and records one event', async () => {
    const response = await patch({ firstname: '  Ivo-Émile ', lastname: 'Informatie', birthdate: '1980-02-29', gender: 'other', language: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ firstname: 'Ivo-Émile', lastname: 'Informatie', birthdate: '1980-02-29', gender: 'other', language: 'fr' });
    expect(await profile()).toMatchObject({ firstname: 'Ivo-Émile', language: 'fr' });
    const events = await t.database.db.selectFrom('security_events').select(['action', 'detail']).where('action', '=', 'profile_updated').execute();
    expect(events).toEqual([{ action: 'profile_updated', detail: JSON.stringify({ fields: 'birthdate,firstname,gender,language,lastname' }) }]);
  });

  it('stores the language of the variant of the host: de_LU on a Luxembourg host, refused on a Belgian one', async () => {
    expect((await patch({ language: 'de_LU' })).json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'language', code: 'invalid' }] });
    const lu = await t.app.inject({ method: 'PATCH', url: '/api/user', payload: { language: 'de_LU' }, headers: { ...headers, host: 'lu.localhost' } });
    expect(lu.statusCode).toBe(200);
    expect(lu.json().data.language).toBe('de');
    const nl = await t.app.inject({ method: 'PATCH', url: '/api/user', payload: { language: 'nl' }, headers: { ...headers, host: 'lu.localhost' } });
    expect(nl.statusCode).toBe(400);
    expect((await patch({ language: 'nl' })).json().data.language).toBe('nl');
  });

  it.each([
    [{ firstname: '' }, 'firstname'],
    [{ lastname: 'x'.repeat(101) }, 'lastname'],
    [{ birthdate: '2999-01-01' }, 'birthdate'],
    [{ birthdate: '1990-02-30' }, 'birthdate'],
    [{ gender: 'robot' }, 'gender'],
    [{ firstname: 'A\u0000B' }, 'firstname'],
  ])('refuses %j with a field error and changes nothing', async (body, field) => {
    const before = await profile();
    const response = await patch(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields?.[0]?.path).toBe(field);
    expect(await profile()).toEqual(before);
  });

  it('refuses unknown fields (no way to set the password status or card number here)', async () => {
    expect((await patch({ password_status: 0 })).statusCode).toBe(400);
    expect((await patch({ card_number: '5065123456789012' })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const { authorization: _a, ...anonymous } = headers;
    expect((await patch({ firstname: 'X' }, anonymous)).statusCode).toBe(401);
  });
});

describe('GET /api/user', () => {
  it('lists every e-mail address and phone number, default first, then in the order they were added', async () => {
    const { db } = t.database;
    const userId = (await db.selectFrom('user_emails').select('user_id').where('email', '=', 'profile.info@example.com').executeTakeFirstOrThrow()).user_id;
    const row = { user_id: userId, is_default: 0, created_at: 0 };
    await db.insertInto('user_emails').values([{ ...row, email: 'b.second@example.com', verified: 1 }, { ...row, email: 'a.third@example.com', verified: 1 }]).execute();
    await db.insertInto('user_phones').values({ ...row, phone: '+32470999001', verified: 0 }).execute();
    // The newest address becomes the default: it comes first, the others keep their order.
    await db.updateTable('user_emails').set({ is_default: 0 }).where('user_id', '=', userId).execute();
    await db.updateTable('user_emails').set({ is_default: 1 }).where('email', '=', 'a.third@example.com').execute();
    const { email, phone } = await profile();
    expect(email.map((e: { email: string; default: boolean }) => [e.email, e.default])).toEqual([
      ['a.third@example.com', true],
      ['profile.info@example.com', false],
      ['b.second@example.com', false],
    ]);
    expect(phone.map((p: { phone: string; default: boolean; verified: boolean }) => [p.phone, p.default, p.verified])).toEqual([
      [expect.any(String), true, true],
      ['+32470999001', false, false],
    ]);
    await db.updateTable('user_emails').set({ is_default: 1 }).where('email', '=', 'profile.info@example.com').execute();
    await db.deleteFrom('user_emails').where('user_id', '=', userId).where('email', '!=', 'profile.info@example.com').execute();
    await db.deleteFrom('user_phones').where('user_id', '=', userId).where('is_default', '=', 0).execute();
  });

  it('lists the recovery keys in the order they were made, with when each was used, never their hashes', async () => {
    const { db } = t.database;
    const userId = (await db.selectFrom('user_emails').select('user_id').where('email', '=', 'profile.info@example.com').executeTakeFirstOrThrow()).user_id;
    const usedAt = Date.UTC(2026, 10, 20, 8, 30);
    const ids = [];
    for (const used_at of [null, usedAt, null]) {
      ids.push((await db.insertInto('recovery_keys').values({ user_id: userId, key_hash: `hash-${ids.length}`, used_at, created_at: 0 }).returning('id').executeTakeFirstOrThrow()).id);
    }
    expect((await profile()).totpRecovery).toEqual([
      { id: ids[0], used_at: null },
      { id: ids[1], used_at: '2026-11-20T08:30:00.000Z' },
      { id: ids[2], used_at: null },
    ]);
    await db.deleteFrom('recovery_keys').where('user_id', '=', userId).execute();
    expect((await profile()).totpRecovery).toEqual([]);
  });
});
