import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { latestCode, postJson, sessionHeaders, signIn, stepUpByEmail } from '../../test/flows';
import { hashPassword } from '../../lib/passwords';
import { DESTINATION_WINDOW_MS } from '../verification';
import { MINUTE } from '../../lib/clock';
import { DEMO_PASSWORD } from '../../demo/seed';
import { createAccount } from '../accounts';

/**
 * Issue 34: an e-mail address or phone number that another account holds is never put on a second
 * account outside a merge ("once per account set"). Proving it with its code leads to the merge
 * offer; only the accepted merge attaches it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let hash: Promise<string> | undefined;
let n = 0;

type Kind = 'email' | 'phone';
interface Account {
  id: number;
  email: string;
  phone: string;
  headers: Record<string, string>;
}

/** A signed-in account with an e-mail method and the demo password, stepped up for adding contacts. */
async function account(): Promise<Account> {
  hash ??= hashPassword(DEMO_PASSWORD);
  n += 1;
  const email = `claim${n}@example.com`;
  const phone = `+32470${300000 + n}`;
  const now = t.clock.now();
  const id = await createAccount(t.database.db, { firstname: 'Cleo', lastname: `Claim${n}`, password_hash: await hash, created_at: now }, { email, phone, verified: true });
  await t.database.db.insertInto('mfa_methods').values({ user_id: id, method: 'email', target: email, is_primary: 1, created_at: now }).execute();
  const headers = sessionHeaders(await signIn(t.app, email));
  const stepUp = await stepUpByEmail(t.app, headers, email, false);
  expect(stepUp.statusCode).toBe(200);
  return { id, email, phone, headers };
}

const call = (path: string, body: unknown, headers: Record<string, string>) => postJson(t.app, `/api${path}`, body, headers);
const start = (a: Account, kind: Kind, value: string) => call('/user/login', kind === 'email' ? { email: value } : { phone: value }, a.headers);
const confirm = (a: Account, payload: string, code: string) => call('/user/login/confirm', { payload, code }, a.headers);
const valueOf = (a: Account, kind: Kind) => (kind === 'email' ? a.email : a.phone);

/** The accounts holding an address or number, by id. */
async function holders(kind: Kind, value: string): Promise<Array<{ user_id: number; verified: number }>> {
  return kind === 'email'
    ? t.database.db.selectFrom('user_emails').select(['user_id', 'verified']).where('email', '=', value).orderBy('user_id').execute()
    : t.database.db.selectFrom('user_phones').select(['user_id', 'verified']).where('phone', '=', value).orderBy('user_id').execute();
}

/** What the profile (GET /api/user) lists of that kind. */
async function profileValues(a: Account, kind: Kind): Promise<string[]> {
  const data = (await t.app.inject({ url: '/api/user', headers: a.headers })).json().data;
  return kind === 'email' ? data.email.map((e: { email: string }) => e.email) : data.phone.map((p: { phone: string }) => p.phone);
}

/** `me` adds `value` and confirms it with the code sent there: the confirmation's answer. */
async function addAndProve(me: Account, kind: Kind, value: string) {
  const started = await start(me, kind, value);
  expect(started.statusCode).toBe(200);
  return confirm(me, started.json().payload, await latestCode(t.app, value));
}

const kinds: Kind[] = ['email', 'phone'];

describe.each(kinds)('an added %s that another account holds', (kind) => {
  it('leads to the merge offer and is not attached; ignoring the offer leaves it off', async () => {
    const [holder, me] = [await account(), await account()];
    const value = valueOf(holder, kind);
    const confirmed = await addAndProve(me, kind, value);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ fuzzion: true, fuzzion_payload: expect.any(String) });
    const listed = kind === 'email' ? confirmed.json().data.email.map((e: { email: string }) => e.email) : confirmed.json().data.phone.map((p: { phone: string }) => p.phone);
    expect(listed).not.toContain(value);
    // The offer names the address: the payload proves this session proved it.
    const preview = await call('/fuzzion/preview', { payload: confirmed.json().fuzzion_payload }, me.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().matches).toEqual([expect.objectContaining({ kind })]);
    // Ignored: nothing happens, and the address stays the other account's alone.
    expect(await profileValues(me, kind)).not.toContain(value);
    expect((await holders(kind, value)).map((h) => h.user_id)).toEqual([holder.id]);
    const added = await t.database.db.selectFrom('security_events').select('id').where('user_id', '=', me.id).where('action', '=', 'contact_added').execute();
    expect(added).toEqual([]);
  });

  it('declined: it leaves the other account and is not attached either; added again, it is attached at once', async () => {
    const [holder, me] = [await account(), await account()];
    const value = kind === 'email' ? `spare${n}@example.com` : `+32470${400000 + n}`;
    // The holder keeps another one of its kind, so the decline may take this one away.
    await (kind === 'email'
      ? t.database.db.insertInto('user_emails').values({ user_id: holder.id, email: value, is_default: 0, verified: 1, created_at: 0 }).execute()
      : t.database.db.insertInto('user_phones').values({ user_id: holder.id, phone: value, is_default: 0, verified: 1, created_at: 0 }).execute());
    const confirmed = await addAndProve(me, kind, value);
    expect(confirmed.json().fuzzion).toBe(true);
    const rejected = await call('/fuzzion/reject', { payload: confirmed.json().fuzzion_payload }, me.headers);
    expect(rejected.statusCode).toBe(200);
    expect(await holders(kind, value)).toEqual([]);
    expect(await profileValues(me, kind)).not.toContain(value);

    await stepUpByEmail(t.app, me.headers, me.email, false);
    const again = await addAndProve(me, kind, value);
    expect(again.statusCode).toBe(200);
    expect(again.json().fuzzion).toBeUndefined();
    expect(await holders(kind, value)).toEqual([{ user_id: me.id, verified: 1 }]);
  });

  it('accepted: the merge carries it, verified, to the merged account', async () => {
    const [holder, me] = [await account(), await account()];
    const value = valueOf(holder, kind);
    // Unverified on the other account: proven by this session, it arrives verified.
    await (kind === 'email'
      ? t.database.db.updateTable('user_emails').set({ verified: 0 }).where('email', '=', value).execute()
      : t.database.db.updateTable('user_phones').set({ verified: 0 }).where('phone', '=', value).execute());
    const confirmed = await addAndProve(me, kind, value);
    const payload: string = confirmed.json().fuzzion_payload;
    const merged = await mergeWith(me, holder, payload);
    expect(merged.statusCode).toBe(200);
    const list = kind === 'email' ? merged.json().data.emails : merged.json().data.phones;
    expect(list).toContainEqual({ value, primary: false });
    expect(await holders(kind, value)).toEqual([{ user_id: me.id, verified: 1 }]);
    expect(await profileValues(me, kind)).toContain(value);
  });

  it('accepted after the other account dropped it: the merge still attaches what this session proved', async () => {
    const [holder, me] = [await account(), await account()];
    const value = kind === 'email' ? `dropped${n}@example.com` : `+32470${500000 + n}`;
    await (kind === 'email'
      ? t.database.db.insertInto('user_emails').values({ user_id: holder.id, email: value, is_default: 0, verified: 1, created_at: 0 }).execute()
      : t.database.db.insertInto('user_phones').values({ user_id: holder.id, phone: value, is_default: 0, verified: 1, created_at: 0 }).execute());
    const confirmed = await addAndProve(me, kind, value);
    await (kind === 'email'
      ? t.database.db.deleteFrom('user_emails').where('email', '=', value).execute()
      : t.database.db.deleteFrom('user_phones').where('phone', '=', value).execute());
    const merged = await mergeWith(me, holder, confirmed.json().fuzzion_payload);
    expect(merged.statusCode).toBe(200);
    expect(await holders(kind, value)).toEqual([{ user_id: me.id, verified: 1 }]);
  });
});

/** Accepts the offer: the other account's password, a code to its e-mail method, the code. */
async function mergeWith(me: Account, other: Account, payload: string) {
  const proof = await call('/fuzzion/proof', { payload, password: DEMO_PASSWORD }, me.headers);
  expect(proof.statusCode).toBe(200);
  const method = proof.json().methods.find((m: { method: string }) => m.method === 'email');
  expect((await call('/mfa/fuzzion', { payload, mfaId: method.id }, me.headers)).statusCode).toBe(200);
  return call('/fuzzion', { payload, code: await latestCode(t.app, other.email) }, me.headers);
}

describe('10 accounts confirming one new address at once', () => {
  it.each(kinds)('attach the %s once: one account gets it, the nine others the merge offer', async (kind) => {
    const value = kind === 'email' ? 'contested@example.com' : '+32470999999';
    if (kind === 'phone') {
      // An SMS destination takes 5 codes an hour: the second five go out in the next hour's window.
      const now = t.clock.now();
      t.clock.advance(DESTINATION_WINDOW_MS - (now % DESTINATION_WINDOW_MS) - 2 * MINUTE);
    }
    const accounts: Account[] = [];
    for (let i = 0; i < 10; i += 1) accounts.push(await account());
    const started: Array<{ payload: string; code: string }> = [];
    for (const [i, a] of accounts.entries()) {
      if (kind === 'phone' && i === 5) t.clock.advance(3 * MINUTE);
      const response = await start(a, kind, value);
      expect(response.statusCode).toBe(200);
      started.push({ payload: response.json().payload, code: await latestCode(t.app, value) });
    }
    const answers = await Promise.all(accounts.map((a, i) => confirm(a, started[i]!.payload, started[i]!.code)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const attached = answers.filter((r) => r.json().fuzzion === undefined);
    expect(attached).toHaveLength(1);
    const winner = accounts[answers.indexOf(attached[0]!)]!;
    expect(await holders(kind, value)).toEqual([{ user_id: winner.id, verified: 1 }]);
    // Each of the others holds an offer to merge with the winner, naming the address.
    for (const [i, answer] of answers.entries()) {
      if (answer === attached[0]) continue;
      const preview = await call('/fuzzion/preview', { payload: answer.json().fuzzion_payload }, accounts[i]!.headers);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().matches).toEqual([expect.objectContaining({ kind })]);
    }
  });
});
