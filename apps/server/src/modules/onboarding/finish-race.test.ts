import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { setCookie } from '../../test/flows';
import { finish, insertCard, insertInvitation, newEmail, throughPhone } from './test-fixtures';

/** Reserve, then act: parallel submissions of one onboarding create one account and one session. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const accountsWith = async (email: string) => Number((await t.database.db.selectFrom('user_emails').select((eb) => eb.fn.countAll().as('n')).where('email', '=', email).executeTakeFirstOrThrow()).n);

describe('parallel finishes', () => {
  it('100 parallel submissions of one card onboarding create ONE account, activate the card once and start ONE session', async () => {
    const card = await insertCard(t);
    const { token, email } = await throughPhone(t.app, { kind: 'card', card_number: card });
    const before = Number((await t.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const answers = await Promise.all(Array.from({ length: 100 }, () => finish(t.app, token)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 410)).toBe(true);
    expect(answers.find((a) => a.statusCode === 200)?.json()).toMatchObject({ outcome: 'card_activated' });
    expect(await accountsWith(email)).toBe(1);
    const after = Number((await t.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before + 1);
    // The one that created the account signed in; the refused ones got no cookie.
    expect(answers.filter((a) => setCookie(a).startsWith('token='))).toHaveLength(1);
    const userId = (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
    expect(await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
    const signedIn = await t.database.db.selectFrom('security_events').select('id').where('user_id', '=', userId).where('action', '=', 'signed_in').execute();
    expect(signedIn).toHaveLength(1);
  }, 120_000);

  it('parallel onboardings get distinct platform ids, and one card goes to one of them', async () => {
    const card = await insertCard(t);
    const invitations = await Promise.all(Array.from({ length: 4 }, () => insertInvitation(t.database.db, t.config.appSecret)));
    const tokens = [
      ...(await Promise.all(Array.from({ length: 4 }, () => throughPhone(t.app, { kind: 'card', card_number: card })))),
      ...(await Promise.all(invitations.map(({ code }) => throughPhone(t.app, { kind: 'code', code }, { keep: true })))),
    ];
    const outcomes = (await Promise.all(tokens.map(({ token }) => finish(t.app, token)))).map((a) => a.json().outcome);
    expect(outcomes.filter((o) => o === 'card_activated')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'card_activation_failed')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'code_account_created')).toHaveLength(4);
    const ids = await t.database.db.selectFrom('users').select('user_id').where('user_id', 'is not', null).execute();
    const values = ids.map((r) => Number(r.user_id));
    expect(new Set(values).size).toBe(values.length);
  }, 60_000);

  it('two onboardings of one address finishing together: one account, the other must verify again', async () => {
    const email = newEmail();
    const first = await throughPhone(t.app, { kind: 'card', card_number: await insertCard(t) }, { email });
    t.clock.advance(11_000);
    const second = await throughPhone(t.app, { kind: 'card', card_number: await insertCard(t) }, { email });
    const answers = await Promise.all([finish(t.app, first.token), finish(t.app, second.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await accountsWith(email)).toBe(1);
    const loser = answers[0]?.statusCode === 409 ? first.token : second.token;
    const state = (await t.app.inject({ method: 'POST', url: '/api/onboarding/state', payload: { token: loser }, headers: { 'x-device-id': crypto.randomUUID() } })).json().state;
    expect(state).toMatchObject({ step: 'email', email_verified: false });
  }, 60_000);
});
