import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock';
import { startTestApp, type TestApp } from '../../test/app';
import { cardHash, insertCard, insertInvitation, newCardNumber, poster, type Post } from './test-fixtures';
import { solvedCaptcha } from '../../test/captcha';

let t: TestApp;
let post: Post;
beforeAll(async () => {
  t = await startTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

let nextIp = 1;
/** Each test starts from its own address: the limits count per IP. */
const freshIp = () => `10.1.0.${nextIp++}`;

describe('POST /api/onboarding/start', () => {
  it('starts with a card: the holder’s first name, the last 4 digits, terms next, an hour to go', async () => {
    const card = await insertCard(t, { firstname: 'Karel' });
    const response = await post('/api/onboarding/start', { kind: 'card', card_number: `${card.slice(0, 4)} ${card.slice(4, 8)} ${card.slice(8, 12)} ${card.slice(12)}` }, { ip: freshIp() });
    expect(response.statusCode, response.body).toBe(200);
    const { token, state } = response.json();
    expect(token).toEqual(expect.any(String));
    expect(state).toEqual({
      step: 'terms',
      kind: 'card',
      firstname: 'Karel',
      lastname: 'Kaarthouder',
      email: null,
      email_verified: false,
      phone: null,
      phone_verified: false,
      terms_accepted: false,
      marketing_email: false,
      marketing_sms: false,
      invitation_email: null,
      card_last4: card.slice(-4),
      expires_in: 3600,
    });
  });

  it('starts with an invitation code typed in lower case with dashes: its e-mail address is prefilled', async () => {
    const { code, email } = await insertInvitation(t.database.db, t.config.appSecret);
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    const response = await post('/api/onboarding/start', { kind: 'code', code: typed }, { ip: freshIp() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().state).toMatchObject({ kind: 'code', step: 'terms', firstname: 'Ines', email, invitation_email: email, card_last4: null });
  });

  it('accepts a blocked card at the start (its activation fails at the end)', async () => {
    const card = await insertCard(t, { status: 'blocked' });
    expect((await post('/api/onboarding/start', { kind: 'card', card_number: card }, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('refuses an unknown or already activated card, and a used or expired code, with the spec’s texts', async () => {
    const ip = freshIp();
    const unknown = await post('/api/onboarding/start', { kind: 'card', card_number: newCardNumber() }, { ip });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ code: 'onboarding.card_invalid', message: 'Your card number is invalid.' });

    const activated = await insertCard(t);
    await t.database.db.updateTable('cards').set({ activated_at: Date.now() }).where('card_number_hash', '=', cardHash(t, activated)).execute();
    expect((await post('/api/onboarding/start', { kind: 'existing_card', card_number: activated }, { ip: freshIp() })).json().code).toBe('onboarding.card_invalid');

    const used = await insertInvitation(t.database.db, t.config.appSecret, { usedAt: Date.now() });
    const usedAnswer = await post('/api/onboarding/start', { kind: 'code', code: used.code }, { ip: freshIp() });
    expect(usedAnswer.statusCode).toBe(422);
    expect(usedAnswer.json()).toEqual({ code: 'onboarding.code_invalid', message: 'Your activation code is invalid.' });
    const expired = await insertInvitation(t.database.db, t.config.appSecret, { expiresAt: t.clock.now() - 1 });
    expect((await post('/api/onboarding/start', { kind: 'code', code: expired.code }, { ip: freshIp() })).json().code).toBe('onboarding.code_invalid');
  });

  it('answers a wrong format as a field error, and changes no counter', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const card = await post('/api/onboarding/start', { kind: 'card', card_number: '4111 1111 1111 1111' }, { ip });
      expect(card.statusCode).toBe(400);
      expect(card.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'card_number', code: 'card_number' }] });
    }
    const code = await post('/api/onboarding/start', { kind: 'code', code: 'ab!' }, { ip });
    expect(code.json()).toMatchObject({ code: 'validation.invalid', fields: [{ path: 'code', code: 'invitation_code' }] });
    expect((await post('/api/onboarding/start', { kind: 'wallet' }, { ip })).statusCode).toBe(400);
    // Format errors are not guesses: a valid card still starts without a captcha.
    expect((await post('/api/onboarding/start', { kind: 'card', card_number: await insertCard(t) }, { ip })).statusCode).toBe(200);
  });

  it('asks for a captcha after 3 wrong numbers from one address, and starts with a solved one', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post('/api/onboarding/start', { kind: 'card', card_number: newCardNumber() }, { ip })).statusCode).toBe(422);
    const card = await insertCard(t);
    const asked = await post('/api/onboarding/start', { kind: 'card', card_number: card }, { ip });
    expect(asked.statusCode).toBe(428);
    expect(asked.json().code).toBe('auth.captcha_required');
    // Another address is not affected.
    expect((await post('/api/onboarding/start', { kind: 'card', card_number: card }, { ip: freshIp() })).statusCode).toBe(200);

    expect((await post('/api/onboarding/start', { kind: 'card', card_number: card, captcha: 'forged' }, { ip })).statusCode).toBe(428);
    // A solved captcha lets one more guess be checked, once.
    const captcha = await solvedCaptcha(t.app);
    expect((await post('/api/onboarding/start', { kind: 'card', card_number: newCardNumber(), captcha }, { ip })).statusCode).toBe(422);
    expect((await post('/api/onboarding/start', { kind: 'card', card_number: card, captcha }, { ip })).statusCode).toBe(428);
    expect((await post('/api/onboarding/start', { kind: 'card', card_number: card, captcha: await solvedCaptcha(t.app) }, { ip })).statusCode).toBe(200);
    // A valid start gives the free guesses back, as a right password does.
    expect((await post('/api/onboarding/start', { kind: 'card', card_number: newCardNumber() }, { ip })).statusCode).toBe(422);
  });

  it('answers 429 once the address used up its 50 guesses in 15 minutes (shared with sign-in), even for a valid card', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      const wrong = await t.app.inject({ method: 'POST', url: '/api/token', remoteAddress: ip, headers: { 'x-device-id': crypto.randomUUID() }, payload: { username: `nobody-${i}@example.org`, password: 'wrong' } });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await post('/api/onboarding/start', { kind: 'card', card_number: await insertCard(t) }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('auth.too_many_attempts');
  }, 60_000);
});

describe('POST /api/onboarding/state', () => {
  it('reads the state back after a reload, until the onboarding expires after an hour', async () => {
    const started = (await post('/api/onboarding/start', { kind: 'card', card_number: await insertCard(t) }, { ip: freshIp() })).json();
    t.clock.advance(10 * MINUTE);
    const reloaded = await post('/api/onboarding/state', { token: started.token });
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.json().state).toEqual({ ...started.state, expires_in: 3000 });

    t.clock.advance(50 * MINUTE);
    const expired = await post('/api/onboarding/state', { token: started.token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'onboarding.expired', message: 'Your registration expired. Please start again.' });
    expect((await post('/api/onboarding/terms', { token: started.token, terms: true, privacy: true })).statusCode).toBe(410);
  });

  it('answers 410 for an unknown token and 400 for none', async () => {
    expect((await post('/api/onboarding/state', { token: 'not-a-token' })).statusCode).toBe(410);
    expect((await post('/api/onboarding/state', {})).statusCode).toBe(400);
  });
});
