import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed';
import { cardNumberDigest } from '../../lib/identity-digest';
import { hashPassword } from '../../lib/passwords';
import { startTestApp, type TestApp } from '../../test/app';
import { expectNoClearNumbers } from '../../test/clear-numbers';
import { deviceHeaders, latestCode, postJson, sessionHeaders } from '../../test/flows';
import { createAccount } from '../accounts';
import { solvedCaptcha } from '../../test/captcha';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASS_A = 'Client-Area-Pass-1!';
const PASS_B = 'Employee-Pass-2!';
const PHONE_A = '+32470199702';
const PHONE_B = '+32470199703';
let hashes: Promise<[string, string]> | undefined;
let n = 0;

/** A client-area account A (no MFA) and an employee account B (SMS method, card) sharing one e-mail. */
async function pair(options: { secondEmailOfB?: boolean } = {}) {
  hashes ??= Promise.all([hashPassword(PASS_A), hashPassword(PASS_B)]);
  const [hashA, hashB] = await hashes;
  const { db } = t.database;
  const now = t.clock.now();
  n += 1;
  const shared = `pair${n}@example.com`;
  const card = `50650000000097${String(10 + n)}`;
  const a = await createAccount(db, { firstname: 'Alma', lastname: 'Client', password_hash: hashA, created_at: now, customer_user_id: 2960 + n }, { email: shared, phone: PHONE_A, verified: true });
  const b = await createAccount(db, { firstname: 'Bert', lastname: 'Employee', password_hash: hashB, created_at: now, user_id: 1960 + n, card_number_hash: cardNumberDigest(t.config.appSecret, card) }, { email: shared, phone: PHONE_B, verified: true });
  await db.insertInto('mfa_methods').values({ user_id: b, method: 'sms', target: PHONE_B, is_primary: 1, created_at: now }).execute();
  if (options.secondEmailOfB) await db.insertInto('user_emails').values({ user_id: b, email: `other${n}@example.com`, is_default: 0, verified: 1, created_at: now }).execute();
  return { a, b, shared, card };
}

/** Signs A in with the shared e-mail: its session headers and the merge offer's payload. */
async function signInA(shared: string) {
  const device = deviceHeaders();
  const response = await postJson(t.app, '/api/token', { username: shared, password: PASS_A }, device);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ fuzzion: true, fuzzion_payload: expect.any(String) });
  return { headers: sessionHeaders(response.json().access_token, device['x-device-id']), payload: response.json().fuzzion_payload as string };
}

const call = (path: string, body: unknown, headers: Record<string, string>) => postJson(t.app, `/api${path}`, body, headers);

/** Preview, card proof and a code sent to B's phone: ready to confirm. */
async function provenWithCode(shared: string, card: string) {
  const a = await signInA(shared);
  const proof = await call('/fuzzion/proof', { payload: a.payload, card_number: card }, a.headers);
  expect(proof.statusCode).toBe(200);
  const sent = await call('/mfa/fuzzion', { payload: a.payload, mfaId: proof.json().methods[0].id }, a.headers);
  expect(sent.statusCode).toBe(200);
  return { ...a, code: await latestCode(t.app, PHONE_B) };
}

describe('sign-in with a login name two accounts share', () => {
  it('signs in the account whose password matches, each with the merge offer', async () => {
    const { shared } = await pair();
    await signInA(shared);
    const device = deviceHeaders();
    const b = await postJson(t.app, '/api/token', { username: shared, password: PASS_B }, device);
    expect(b.statusCode).toBe(401);
    const { payload, methods } = b.json().mfa;
    await postJson(t.app, '/api/token/mfa/send', { payload, mfaId: methods[0].id }, device);
    const confirmed = await postJson(t.app, '/api/token/mfa/confirm', { payload, code: await latestCode(t.app, PHONE_B) }, device);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ access_token: expect.any(String), fuzzion: true, fuzzion_payload: expect.any(String) });
    expect((await postJson(t.app, '/api/token', { username: shared, password: 'Wrong-Pass-3!' })).json().code).toBe('auth.invalid_credentials');
  });

  it('offers nothing when the login name is the account\'s alone', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'nomfa@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().fuzzion).toBeUndefined();
  });

  it('the demo pair: pair@example.com opens the client-area account and offers the employee one', async () => {
    const response = await postJson(t.app, '/api/token', { username: 'pair@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const headers = sessionHeaders(response.json().access_token);
    const preview = await call('/fuzzion/preview', { payload: response.json().fuzzion_payload }, headers);
    expect(preview.json()).toEqual({ matches: [{ kind: 'email', masked: 'p***@example.com', platform: 'mymonizze' }], other_platforms: ['mymonizze'], proofs: ['card', 'password'] });
  });
});

describe('POST /api/fuzzion/preview and /proof', () => {
  it('shows the shared items masked and nothing else of the other account', async () => {
    const { shared } = await pair();
    const a = await signInA(shared);
    const preview = await call('/fuzzion/preview', { payload: a.payload }, a.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ matches: [{ kind: 'email', masked: 'p***@example.com', platform: 'mymonizze' }], other_platforms: ['mymonizze'], proofs: ['card', 'password'] });
    expect(preview.body).not.toContain(PHONE_B);
    expect(preview.body).not.toContain('Bert');
  });

  it("refuses wrong proofs with the spec's text, asks for a captcha after 3, then takes the right password", async () => {
    const { shared } = await pair();
    const a = await signInA(shared);
    for (const proof of [{ password: PASS_A }, { card_number: '5065 0000 0000 0001' }, { password: 'nope' }]) {
      const wrong = await call('/fuzzion/proof', { payload: a.payload, ...proof }, a.headers);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'merge.invalid', message: 'The information you provided is invalid' });
    }
    const asked = await call('/fuzzion/proof', { payload: a.payload, password: PASS_B }, a.headers);
    expect(asked.statusCode).toBe(428);
    expect(asked.json().code).toBe('auth.captcha_required');
    const right = await call('/fuzzion/proof', { payload: a.payload, password: PASS_B, captcha: await solvedCaptcha(t.app) }, a.headers);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ methods: [{ id: expect.any(Number), method: 'sms', masked: '+32 *** *** 703' }] });
  });

  it('refuses a proof with both or neither of card and password (400)', async () => {
    const { shared, card } = await pair();
    const a = await signInA(shared);
    expect((await call('/fuzzion/proof', { payload: a.payload }, a.headers)).statusCode).toBe(400);
    expect((await call('/fuzzion/proof', { payload: a.payload, password: PASS_B, card_number: card }, a.headers)).statusCode).toBe(400);
  });
});

describe('POST /api/mfa/fuzzion', () => {
  it('sends the code only after a proof, to an offered method, and resends after the countdown', async () => {
    const { shared, card } = await pair();
    const a = await signInA(shared);
    const early = await call('/mfa/fuzzion', { payload: a.payload, mfaId: 1 }, a.headers);
    expect(early.json().code).toBe('mfa.method_unavailable');
    const { methods } = (await call('/fuzzion/proof', { payload: a.payload, card_number: card }, a.headers)).json();
    const sent = await call('/mfa/fuzzion', { payload: a.payload, mfaId: methods[0].id }, a.headers);
    expect(sent.json()).toEqual({ payload: a.payload, resend_in: 10 });
    expect(await latestCode(t.app, PHONE_B)).toMatch(/^\d{8}$/);
    const tooSoon = await call('/mfa/fuzzion', { payload: a.payload, mfaId: methods[0].id }, a.headers);
    expect(tooSoon.statusCode).toBe(429);
    t.clock.advance(11_000);
    expect((await call('/mfa/fuzzion', { payload: a.payload, mfaId: methods[0].id }, a.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/fuzzion', () => {
  it('merges B into A: one account with both phones, B gone, both addresses told', async () => {
    const { a: aId, b: bId, shared, card } = await pair();
    const a = await provenWithCode(shared, card);
    expect((await call('/fuzzion', { payload: a.payload, code: '00000000' === a.code ? '11111111' : '00000000' }, a.headers)).json().code).toBe('mfa.invalid_code');
    const merged = await call('/fuzzion', { payload: a.payload, code: a.code }, a.headers);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({
      mfa: [],
      data: { emails: [{ value: shared, primary: true }], phones: [{ value: PHONE_A, primary: true }, { value: PHONE_B, primary: false }] },
    });
    const { db } = t.database;
    expect(await db.selectFrom('users').select('id').where('id', '=', bId).execute()).toEqual([]);
    expect((await db.selectFrom('users').select(['customer_user_id', 'user_id']).where('id', '=', aId).executeTakeFirstOrThrow()).user_id).not.toBeNull();
    // The survivor took B's card over, as its digest: the card proof matched it and nothing holds it in clear.
    expect((await db.selectFrom('users').select('card_number_hash').where('id', '=', aId).executeTakeFirstOrThrow()).card_number_hash).toBe(cardNumberDigest(t.config.appSecret, card));
    await expectNoClearNumbers(t.database, card);
    const notices = await db.selectFrom('outbox').select('text').where('recipient', '=', shared).execute();
    expect(notices.some((m) => m.text.includes('merged'))).toBe(true);
    // The offer is used up.
    expect((await call('/fuzzion', { payload: a.payload, code: a.code }, a.headers)).json().code).toBe('merge.expired');
  });

  it('of 20 parallel confirmations, one merges', async () => {
    const { b: bId, shared, card } = await pair();
    const a = await provenWithCode(shared, card);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('/fuzzion', { payload: a.payload, code: a.code }, a.headers)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => [200, 400, 429].includes(r.statusCode))).toBe(true);
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', bId).execute()).toEqual([]);
  });

  it("answers another session's, an unknown and a used payload alike (merge.expired)", async () => {
    const { shared } = await pair();
    const first = await signInA(shared);
    const second = await signInA(shared);
    for (const [payload, headers] of [[first.payload, second.headers], ['unknown-payload', first.headers]] as const) {
      const answer = await call('/fuzzion/preview', { payload }, headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('merge.expired');
    }
    expect((await call('/fuzzion/preview', { payload: first.payload }, first.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/fuzzion/reject', () => {
  it('removes the shared address from the other account and tells it', async () => {
    const { a: aId, b, shared } = await pair({ secondEmailOfB: true });
    const a = await signInA(shared);
    const rejected = await call('/fuzzion/reject', { payload: a.payload }, a.headers);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ removed: [{ kind: 'email', masked: 'p***@example.com' }] });
    const left = await t.database.db.selectFrom('user_emails').select(['email', 'is_default']).where('user_id', '=', b).execute();
    expect(left).toEqual([{ email: `other${n}@example.com`, is_default: 1 }]);
    const events = await t.database.db.selectFrom('security_events').select(['user_id', 'action']).where('user_id', 'in', [aId, b]).where('action', 'in', ['merge_rejected', 'contact_deleted']).execute();
    expect(events).toEqual(expect.arrayContaining([{ user_id: b, action: 'contact_deleted' }, { user_id: aId, action: 'merge_rejected' }]));
    expect((await t.database.db.selectFrom('notifications').select('kind').where('user_id', '=', b).execute()).map((r) => r.kind)).toContain('contact_changed');
    expect((await call('/fuzzion/reject', { payload: a.payload }, a.headers)).json().code).toBe('merge.expired');
  });

  it("refuses (409) when that is the other account's last e-mail, and changes nothing", async () => {
    const { b, shared } = await pair();
    const a = await signInA(shared);
    const refused = await call('/fuzzion/reject', { payload: a.payload }, a.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('merge.cannot_reject');
    expect(await t.database.db.selectFrom('user_emails').select('email').where('user_id', '=', b).execute()).toEqual([{ email: shared }]);
    // The offer stays open: the person may still merge.
    expect((await call('/fuzzion/preview', { payload: a.payload }, a.headers)).statusCode).toBe(200);
  });
});
