import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../../lib/identity-digest';
import { startTestApp, type TestApp } from '../../test/app';
import { expectNoClearNumbers } from '../../test/clear-numbers';
import { deviceHeaders } from '../../test/flows';
import { solvedCaptcha } from '../../test/captcha';

let t: TestApp;
/** Ulla Vinder, the demo account of the forgotten-username tests (docs/demo-data.md). */
let ulla: number;
beforeAll(async () => {
  t = await startTestApp();
  ulla = (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', 'username-finder@example.com').executeTakeFirstOrThrow()).user_id;
});
afterAll(() => t.close());

const ULLA_CARD = '5065000000002002';
const ULLA_NRN = '90051712331';
const ULLA_NAMES = [
  { kind: 'email', masked: 'u***@example.com' },
  { kind: 'phone', masked: '+32 *** *** 301' },
];

// Each test asks from its own address, so that only the rate-limit tests meet the hourly limit.
let lastOctet = 0;
const nextIp = () => `198.51.100.${++lastOctet}`;

function lookUp(payload: Record<string, unknown>, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/user/forgot-username', remoteAddress: ip, headers: deviceHeaders(), payload });
}
const byCard = async (card_number: string, ip?: string) => lookUp({ card_number, captcha: await solvedCaptcha(t.app) }, ip);
const byNrn = async (national_register_number: string, ip?: string) => lookUp({ national_register_number, captcha: await solvedCaptcha(t.app) }, ip);

const lookUpsOf = (userId: number) =>
  t.database.db.selectFrom('security_events').select(['detail', 'ip', 'session_id']).where('user_id', '=', userId).where('action', '=', 'usernames_looked_up').orderBy('id').execute();

/** The look-ups the limiter counted for an address this hour. */
async function lookUpsCounted(ip: string): Promise<number> {
  const row = await t.database.db.selectFrom('rate_limits').select('points').where('key', '=', `lookup:ip:${ip}`).executeTakeFirst();
  return row?.points ?? 0;
}

/** A fresh account with a card number and/or national register number (stored as their digests), e-mail e@ and phone +32470199390+n. */
async function addAccount(n: number, fields: { card_number?: string; national_register_number?: string }): Promise<number> {
  const now = Date.now();
  const { id } = await t.database.db
    .insertInto('users')
    .values({
      firstname: 'Test',
      lastname: `Person ${n}`,
      password_hash: 'x',
      created_at: now,
      card_number_hash: fields.card_number ? cardNumberDigest(t.config.appSecret, fields.card_number) : null,
      national_register_number_hash: fields.national_register_number ? nationalRegisterNumberDigest(t.config.appSecret, fields.national_register_number) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db.insertInto('user_emails').values({ user_id: id, email: `person${n}@example.org`, is_default: 1, verified: 1, created_at: now }).execute();
  await t.database.db.insertInto('user_phones').values({ user_id: id, phone: `+3247019939${n}`, is_default: 1, verified: 1, created_at: now }).execute();
  return id;
}

describe('finding a forgotten username', () => {
  it('lists the masked e-mail and phone of the account with this card number, spaces and dashes allowed', async () => {
    const response = await byCard('5065 0000-0000 2002');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ usernames: ULLA_NAMES });
    expect(response.body).not.toContain('username-finder');
    expect(response.body).not.toContain('470199301');
  });

  it('lists the account by its national register number, typed with dots and a dash', async () => {
    const response = await byNrn('90.05.17-123.31');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ usernames: ULLA_NAMES });
  });

  it('finds a national register number of someone born from 2000 on (the second century rule)', async () => {
    const id = await addAccount(1, { national_register_number: '05031204541' });
    const response = await byNrn('05031204541');
    expect(response.json()).toEqual({ usernames: [{ kind: 'email', masked: 'p***@example.org' }, { kind: 'phone', masked: '+32 *** *** 391' }] });
    expect(await lookUpsOf(id)).toHaveLength(1);
  });

  it('lists every e-mail and phone, each kind default first', async () => {
    const id = await addAccount(2, { card_number: '5065000000002101' });
    const now = Date.now();
    // The secondary entries are older than the defaults (lower ids come first only among equals).
    await t.database.db.updateTable('user_emails').set({ is_default: 0 }).where('user_id', '=', id).execute();
    await t.database.db.insertInto('user_emails').values({ user_id: id, email: 'zeta@example.org', is_default: 1, verified: 1, created_at: now }).execute();
    await t.database.db.insertInto('user_phones').values({ user_id: id, phone: '+352621199392', is_default: 0, verified: 0, created_at: now }).execute();
    const response = await byCard('5065000000002101');
    expect(response.json().usernames).toEqual([
      { kind: 'email', masked: 'z***@example.org' },
      { kind: 'email', masked: 'p***@example.org' },
      { kind: 'phone', masked: '+32 *** *** 392' },
      { kind: 'phone', masked: '+352 *** *** 392' },
    ]);
  });

  it('finds the account that activated an issued card, and nobody through a card not yet activated', async () => {
    const id = await addAccount(3, {});
    await t.database.db
      .insertInto('cards')
      .values([
        { card_number_hash: cardNumberDigest(t.config.appSecret, '5065000000002200'), kind: 'eco', status: 'issued', user_id: id, activated_at: Date.now(), imported_at: Date.now() },
        { card_number_hash: cardNumberDigest(t.config.appSecret, '5065000000002218'), kind: 'eco', status: 'issued', imported_at: Date.now() },
      ])
      .execute();
    expect((await byCard('5065000000002200')).json()).toEqual({ usernames: [{ kind: 'email', masked: 'p***@example.org' }, { kind: 'phone', masked: '+32 *** *** 393' }] });
    expect((await byCard('5065000000002218')).json()).toEqual({ usernames: [] });
  });

  it('lists every account that holds the number, account by account', async () => {
    const first = await addAccount(4, { national_register_number: '78091234526' });
    const second = await addAccount(5, { national_register_number: '78091234526' });
    const response = await byNrn('78091234526');
    expect(response.json().usernames.map((u: { masked: string }) => u.masked)).toEqual(['p***@example.org', '+32 *** *** 394', 'p***@example.org', '+32 *** *** 395']);
    expect(await lookUpsOf(first)).toHaveLength(1);
    expect(await lookUpsOf(second)).toHaveLength(1);
  });

  it('answers an empty list when no account matches, and records nothing', async () => {
    const before = await t.database.db.selectFrom('security_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const response of [await byCard('5065999999999999'), await byNrn('00010100105')]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ usernames: [] });
    }
    const after = await t.database.db.selectFrom('security_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('records each look-up in the security history of the account found, without the number', async () => {
    const before = (await lookUpsOf(ulla)).length;
    await byCard(ULLA_CARD, '203.0.113.50');
    const events = await lookUpsOf(ulla);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toEqual({ detail: JSON.stringify({ by: 'card_number' }), ip: '203.0.113.50', session_id: null });
    // Neither the seed nor the look-up left Ulla's numbers in clear anywhere (issue 32).
    await expectNoClearNumbers(t.database, ULLA_CARD, ULLA_NRN);
  });
});

describe('refused input changes nothing and costs no look-up', () => {
  const fieldsOf = (response: Awaited<ReturnType<typeof lookUp>>) => ({ status: response.statusCode, ...response.json() });

  it.each([
    ['another prefix', { card_number: '4065000000002002' }, 'card_number', 'card_number'],
    ['15 digits', { card_number: '506500000000200' }, 'card_number', 'card_number'],
    ['letters', { card_number: '5065 0000 0000 200A' }, 'card_number', 'card_number'],
    ['a wrong check number', { national_register_number: '90051712332' }, 'national_register_number', 'national_register_number'],
    ['10 digits', { national_register_number: '9005171233' }, 'national_register_number', 'national_register_number'],
    ['neither', {}, 'card_number', 'required'],
    ['both', { card_number: ULLA_CARD, national_register_number: ULLA_NRN }, 'card_number', 'required'],
  ])('answers 400 for %s, naming the field', async (_name, body, path, code) => {
    const ip = nextIp();
    const response = await lookUp({ ...body, captcha: 'unused' }, ip);
    expect(fieldsOf(response)).toEqual({ status: 400, code: 'validation.invalid', message: 'The information you provided is invalid', fields: [{ path, code }] });
    expect(await lookUpsCounted(ip)).toBe(0);
  });

  it('says the card number is invalid with the spec text for API clients', async () => {
    const response = await lookUp({ card_number: '1234', captcha: 'x' });
    expect(response.json().fields).toEqual([{ path: 'card_number', code: 'card_number' }]);
  });

  it('refuses a look-up without a captcha, with a forged one, or with one already spent', async () => {
    const refused = { code: 'captcha.invalid', message: 'We could not confirm you are human. Wait until the check is done, then try again.' };
    const missing = await lookUp({ card_number: ULLA_CARD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(refused);

    const real = JSON.parse(Buffer.from(await solvedCaptcha(t.app), 'base64').toString());
    real.solution.counter += 1;
    for (const captcha of [Buffer.from(JSON.stringify(real)).toString('base64'), 'not base64 json', '']) {
      const response = await lookUp({ card_number: ULLA_CARD, captcha });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused);
    }

    const once = await solvedCaptcha(t.app);
    expect((await lookUp({ card_number: ULLA_CARD, captcha: once })).statusCode).toBe(200);
    const replayed = await lookUp({ card_number: ULLA_CARD, captcha: once }, '203.0.113.30');
    expect(await lookUpsCounted('203.0.113.30')).toBe(0);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual(refused);
  });
});

describe('rate limit per IP', () => {
  it('allows 10 look-ups an hour from one address, found or not, then answers 429 with the spec text', async () => {
    const ip = '203.0.113.10';
    // 8 look-ups already this hour (the database store's row), then the 9th and 10th.
    await t.database.db.insertInto('rate_limits').values({ key: `lookup:ip:${ip}`, points: 8, expires_at: Date.now() + 3_600_000 }).execute();
    expect((await byCard('5065999999999999', ip)).statusCode).toBe(200);
    expect((await byNrn(ULLA_NRN, ip)).statusCode).toBe(200);
    const blocked = await byCard(ULLA_CARD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'auth.too_many_attempts', message: 'Too many attempts. Please try again later.' });
    // Another address is not affected.
    expect((await byCard(ULLA_CARD, '203.0.113.11')).statusCode).toBe(200);
  });

  it('lets no more parallel look-ups through than the address has left', async () => {
    const ip = '203.0.113.20';
    await t.database.db.insertInto('rate_limits').values({ key: `lookup:ip:${ip}`, points: 7, expires_at: Date.now() + 3_600_000 }).execute();
    const captchas = await Promise.all(Array.from({ length: 6 }, () => solvedCaptcha(t.app)));
    const before = (await lookUpsOf(ulla)).length;
    const responses = await Promise.all(captchas.map((captcha) => lookUp({ card_number: ULLA_CARD, captcha }, ip)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect((await lookUpsOf(ulla)).length).toBe(before + 3);
  });
});
