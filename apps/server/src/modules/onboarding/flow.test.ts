import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationCodeHash } from '../cards';
import { startTestApp, type TestApp } from '../../test/app';
import { expectNoClearNumbers } from '../../test/clear-numbers';
import { latestCode, postJson } from '../../test/flows';
import { GOOD_PASSWORD, cardHash, finish, insertCard, nrnHash, insertInvitation, newEmail, newPhone, poster, throughPhone, type Post } from './test-fixtures';

let t: TestApp;
let post: Post;
beforeAll(async () => {
  t = await startTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const accountOf = (email: string) =>
  db().selectFrom('user_emails').innerJoin('users', 'users.id', 'user_emails.user_id').selectAll('users').select(['user_emails.verified']).where('email', '=', email).executeTakeFirst();
const eventsOf = (userId: number) => db().selectFrom('security_events').select('action').where('user_id', '=', userId).orderBy('id').execute().then((r) => r.map((e) => e.action));
const outbox = async (to: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as { subject: string; text: string }[];

/** A finish's answer: the outcome and, as after every sign-in, the new session's token. */
const finished = (outcome: string) => ({ outcome, access_token: expect.stringMatching(/^[\w-]{43}$/), token_type: 'Bearer', expires_in: 2_592_000 });

async function started(start: Record<string, unknown>): Promise<string> {
  const response = await post('/api/onboarding/start', start, { ip: '10.2.0.1' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

describe('onboarding with a card', () => {
  it('creates the account step by step, activates the card, signs the person in, and the password then signs in too', async () => {
    const card = await insertCard(t, { nrn: '85073003328' });
    const { token, email, phone } = await throughPhone(t.app, { kind: 'card', card_number: card, language: 'fr' });
    const state = (await post('/api/onboarding/state', { token })).json().state;
    expect(state).toMatchObject({ step: 'password', email, email_verified: true, phone, phone_verified: true, terms_accepted: true, marketing_email: true, marketing_sms: false });

    const highest = await db().selectFrom('users').select((eb) => eb.fn.max('user_id').as('m')).executeTakeFirstOrThrow();
    const response = await finish(t.app, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(finished('card_activated'));

    const account = await accountOf(email);
    expect(account).toMatchObject({
      firstname: 'Nieuwe',
      lastname: 'Klant',
      language: 'fr',
      verified: 1,
      card_number_hash: cardHash(t, card),
      national_register_number_hash: nrnHash(t, '85073003328'),
      marketing_email: 1,
      marketing_sms: 0,
      customer_user_id: null,
    });
    expect(Number(account?.user_id)).toBe(Number(highest.m) + 1);
    expect(account?.terms_accepted_at).toEqual(expect.anything());
    const userId = account!.id;
    expect(await db().selectFrom('user_phones').select(['phone', 'verified', 'is_default']).where('user_id', '=', userId).execute()).toEqual([{ phone, verified: 1, is_default: 1 }]);
    const methods = await db().selectFrom('mfa_methods').select(['method', 'target', 'is_primary']).where('user_id', '=', userId).orderBy('id').execute();
    expect(methods).toEqual([
      { method: 'email', target: email, is_primary: 1 },
      { method: 'sms', target: phone, is_primary: 0 },
    ]);
    expect(await db().selectFrom('cards').select(['user_id']).where('card_number_hash', '=', cardHash(t, card)).executeTakeFirst()).toEqual({ user_id: userId });
    expect(await eventsOf(userId)).toEqual(['account_created', 'card_activated', 'signed_in']);
    await expectNoClearNumbers(t.database, card, '85073003328');

    const signIn = await postJson(t.app, '/api/token', { username: email, password: GOOD_PASSWORD });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().mfa.methods.map((m: { method: string }) => m.method).sort()).toEqual(['email', 'sms']);
    // The token is spent.
    expect((await post('/api/onboarding/state', { token })).statusCode).toBe(410);
  });

  it('creates the account of a blocked card without the card: card_activation_failed', async () => {
    const card = await insertCard(t, { status: 'blocked' });
    const { token, email } = await throughPhone(t.app, { kind: 'card', card_number: card });
    expect((await finish(t.app, token)).json()).toEqual(finished('card_activation_failed'));
    const account = await accountOf(email);
    expect(account).toMatchObject({ card_number_hash: null, national_register_number_hash: null });
    expect(await eventsOf(account!.id)).toEqual(['account_created', 'signed_in']);
    expect(await db().selectFrom('cards').select(['user_id', 'activated_at']).where('card_number_hash', '=', cardHash(t, card)).executeTakeFirst()).toEqual({ user_id: null, activated_at: null });
  });

  it('creates the account but fails the activation when someone else activated the card meanwhile', async () => {
    const card = await insertCard(t);
    const first = await throughPhone(t.app, { kind: 'card', card_number: card });
    const second = await throughPhone(t.app, { kind: 'card', card_number: card });
    expect((await finish(t.app, first.token)).json()).toEqual(finished('card_activated'));
    expect((await finish(t.app, second.token)).json()).toEqual(finished('card_activation_failed'));
    const winner = await accountOf(first.email);
    expect(await db().selectFrom('cards').select('user_id').where('card_number_hash', '=', cardHash(t, card)).executeTakeFirst()).toEqual({ user_id: winner!.id });
    expect(await accountOf(second.email)).toMatchObject({ card_number_hash: null });
  });
});

describe('onboarding with an invitation code', () => {
  it('keeps the invitation’s e-mail address without a code and creates a voucher account', async () => {
    const { code, email } = await insertInvitation(db(), t.config.appSecret);
    const { token } = await throughPhone(t.app, { kind: 'code', code }, { keep: true });
    expect(await outbox(email!)).toEqual([]);
    expect((await finish(t.app, token)).json()).toEqual(finished('code_account_created'));
    const account = await accountOf(email!);
    expect(account).toMatchObject({ verified: 1, language: 'fr', customer_user_id: null });
    expect(account?.user_id).not.toBeNull();
    expect(await db().selectFrom('invitations').select(['user_id']).where('email', '=', email).executeTakeFirst()).toEqual({ user_id: account!.id });
    expect(await eventsOf(account!.id)).toEqual(['account_created', 'signed_in']);
  });

  it('gives a client-area invitation a new customer_user_id, one above the highest', async () => {
    const { code } = await insertInvitation(db(), t.config.appSecret, { platform: 'clientarea' });
    const email = newEmail();
    const { token } = await throughPhone(t.app, { kind: 'code', code }, { email });
    const highest = await db().selectFrom('users').select((eb) => eb.fn.max('customer_user_id').as('m')).executeTakeFirstOrThrow();
    expect((await finish(t.app, token)).json()).toEqual(finished('code_account_created'));
    const account = await accountOf(email);
    expect(account).toMatchObject({ user_id: null });
    expect(Number(account?.customer_user_id)).toBe(Number(highest.m) + 1);
  });

  it('refuses to keep an address other than the invitation’s, and keep on a card path', async () => {
    const { code } = await insertInvitation(db(), t.config.appSecret);
    const token = await started({ kind: 'code', code });
    await post('/api/onboarding/terms', { token, terms: true, privacy: true });
    await post('/api/onboarding/profile', { token, firstname: 'A', lastname: 'B', email: newEmail() });
    const refused = await post('/api/onboarding/email', { token, keep: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'keep', code: 'invalid' }] });
    expect((await post('/api/onboarding/state', { token })).json().state.email_verified).toBe(false);
  });

  it('creates nothing when the invitation was used by someone else before the end', async () => {
    const { code } = await insertInvitation(db(), t.config.appSecret);
    const email = newEmail();
    const { token } = await throughPhone(t.app, { kind: 'code', code }, { email });
    await db().updateTable('invitations').set({ used_at: Date.now() }).where('code_hash', '=', invitationCodeHash(t.config.appSecret, code)).execute();
    const response = await finish(t.app, token);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('onboarding.code_invalid');
    expect(await accountOf(email)).toBeUndefined();
    // Rolled back with the account: no session, no cookie.
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('steps, refusals and codes', () => {
  it('refuses a skipped step with 409 onboarding.incomplete', async () => {
    const token = await started({ kind: 'card', card_number: await insertCard(t) });
    const incomplete = { code: 'onboarding.incomplete', message: expect.any(String) };
    const profile = await post('/api/onboarding/profile', { token, firstname: 'A', lastname: 'B', email: newEmail() });
    expect(profile.statusCode).toBe(409);
    expect(profile.json()).toEqual(incomplete);
    expect((await post('/api/onboarding/email', { token })).statusCode).toBe(409);
    expect((await post('/api/onboarding/phone', { token, phone: newPhone() })).statusCode).toBe(409);
    expect((await finish(t.app, token)).statusCode).toBe(409);

    await post('/api/onboarding/terms', { token, terms: true, privacy: true });
    await post('/api/onboarding/profile', { token, firstname: 'A', lastname: 'B', email: newEmail() });
    expect((await post('/api/onboarding/email/confirm', { token, code: '12345678' })).statusCode).toBe(409);
    expect((await post('/api/onboarding/email/resend', { token })).statusCode).toBe(409);
    expect((await post('/api/onboarding/phone', { token, phone: newPhone() })).statusCode).toBe(409);
    expect((await finish(t.app, token)).statusCode).toBe(409);
  });

  it('refuses terms or privacy not accepted, and records nothing', async () => {
    const token = await started({ kind: 'card', card_number: await insertCard(t) });
    const refused = await post('/api/onboarding/terms', { token, terms: true, privacy: false, marketing_email: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'privacy', code: 'terms_required' }] });
    expect((await post('/api/onboarding/terms', { token, terms: false, privacy: false })).json().fields).toEqual([
      { path: 'terms', code: 'terms_required' },
      { path: 'privacy', code: 'terms_required' },
    ]);
    expect((await post('/api/onboarding/state', { token })).json().state).toMatchObject({ step: 'terms', terms_accepted: false, marketing_email: false });
  });

  it('refuses a wrong code inline, 5 guesses per code, and a changed address needs a new code', async () => {
    const token = await started({ kind: 'card', card_number: await insertCard(t) });
    await post('/api/onboarding/terms', { token, terms: true, privacy: true });
    const email = newEmail();
    await post('/api/onboarding/profile', { token, firstname: 'A', lastname: 'B', email });
    const sent = await post('/api/onboarding/email', { token });
    expect(sent.json()).toMatchObject({ resend_in: 10, state: { step: 'email', email, email_verified: false } });
    const code = await latestCode(t.app, email);
    const wrong = await post('/api/onboarding/email/confirm', { token, code: code === '00000000' ? '11111111' : '00000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'mfa.invalid_code', message: 'The code is invalid.' });
    expect((await post('/api/onboarding/email/resend', { token })).json().code).toBe('mfa.resend_too_soon');
    t.clock.advance(11_000);
    expect((await post('/api/onboarding/email/resend', { token })).json()).toEqual({ resend_in: 10 });
    const fresh = await latestCode(t.app, email);
    expect((await post('/api/onboarding/email/confirm', { token, code })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) await post('/api/onboarding/email/confirm', { token, code: '99999999' });
    // 5 guesses spent: even the right code is refused now.
    expect((await post('/api/onboarding/email/confirm', { token, code: fresh })).statusCode).toBe(429);

    // Another address is a new verification with its own guesses.
    const other = newEmail();
    await post('/api/onboarding/profile', { token, firstname: 'A', lastname: 'B', email: other });
    await post('/api/onboarding/email', { token });
    const confirmed = await post('/api/onboarding/email/confirm', { token, code: await latestCode(t.app, other) });
    expect(confirmed.json().state).toMatchObject({ step: 'phone', email: other, email_verified: true });
    // Going back to the profile with another address unverifies it.
    const back = await post('/api/onboarding/profile', { token, firstname: 'A', lastname: 'B', email: newEmail() });
    expect(back.json().state).toMatchObject({ step: 'email', email_verified: false });
  });

  it('refuses a password that breaks the policy or does not match its confirmation', async () => {
    const cardNumber = await insertCard(t);
    const { token, email, phone } = await throughPhone(t.app, { kind: 'card', card_number: cardNumber });
    // The person's own e-mail, phone, names (Nieuwe Klant) and card number, and the product name.
    for (const personal of [`${email}1!`, `Zebra-${phone}!`, 'Nieuwe-Lantern-42!', `Card-${cardNumber}!`, 'Monizze-2026!']) {
      const refused = await post('/api/onboarding/password', { token, password: personal, password_confirmation: personal });
      expect(refused.json().fields, personal).toEqual([{ path: 'password', code: 'password_personal_info' }]);
    }
    const weak = await post('/api/onboarding/password', { token, password: 'short', password_confirmation: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.map((f: { code: string }) => f.code)).toContain('password_too_short');
    const mismatch = await post('/api/onboarding/password', { token, password: GOOD_PASSWORD, password_confirmation: `${GOOD_PASSWORD}x` });
    expect(mismatch.json().fields).toEqual([{ path: 'password_confirmation', code: 'password_mismatch' }]);
    const common = await post('/api/onboarding/password', { token, password: 'Password123!', password_confirmation: 'Password123!' });
    expect(common.statusCode).toBe(400);
    expect((await post('/api/onboarding/state', { token })).json().state.step).toBe('password');
  });

  it('refuses a language the variant does not offer', async () => {
    const { token } = await throughPhone(t.app, { kind: 'card', card_number: await insertCard(t) });
    const refused = await post('/api/onboarding/password', { token, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD, language: 'nl' }, { host: 'lu.localhost' });
    expect(refused.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'language', code: 'invalid' }] });
    const lu = await post('/api/onboarding/password', { token, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD, language: 'de_LU' }, { host: 'lu.localhost' });
    expect(lu.json()).toEqual(finished('card_activated'));
  });
});
