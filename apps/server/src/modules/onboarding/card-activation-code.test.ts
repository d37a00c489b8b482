import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { expectNoClearNumbers } from '../../test/clear-numbers';
import { latestCode, sessionHeaders, signIn } from '../../test/flows';
import { cardHash, insertCard, nrnHash, poster, type Post } from './test-fixtures';

/**
 * The two-factor validation code modal: a signed-in person activates a new card, typed in or kept
 * from the existingCard screen, with a code sent to their primary e-mail.
 */
let t: TestApp;
let post: Post;
beforeAll(async () => {
  t = await startTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

async function existingCardToken(card: string): Promise<string> {
  const response = await post('/api/onboarding/start', { kind: 'existing_card', card_number: card }, { ip: '10.4.0.1' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().state).toMatchObject({ kind: 'existing_card', step: 'sign_in', card_last4: card.slice(-4) });
  return response.json().token;
}
const start = (body: object, headers: Record<string, string> = {}) => post('/api/cards/activation', body, { headers });
const confirm = (payload: string, code: string, headers: Record<string, string>) => post('/api/cards/activation/confirm', { payload, code }, { headers });
const userIdOf = async (email: string) => (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const ownerOf = async (card: string) => (await t.database.db.selectFrom('cards').select('user_id').where('card_number_hash', '=', cardHash(t, card)).executeTakeFirstOrThrow()).user_id;
const wrong = (code: string) => String((Number(code) + 1) % 100_000_000).padStart(8, '0');

describe('card activation with a validation code', () => {
  it('activates the kept card after the code sent to the person, not before, and once', async () => {
    const card = await insertCard(t, { nrn: '90020199742' });
    const token = await existingCardToken(card);
    expect((await start({ token })).statusCode).toBe(401);

    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const started = await start({ token }, headers);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ card_last4: card.slice(-4), channel: 'email', target: 'd***@example.com', resend_in: 10 });
    const { payload } = started.json();
    const code = await latestCode(t.app, 'demo@example.com');

    const refused = await confirm(payload, wrong(code), headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('mfa.invalid_code');
    expect(await ownerOf(card)).toBeNull();

    const response = await confirm(payload, code, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ outcome: 'card_activated' });
    const userId = await userIdOf('demo@example.com');
    expect(await ownerOf(card)).toBe(userId);
    expect(await t.database.db.selectFrom('users').select(['card_number_hash', 'national_register_number_hash']).where('id', '=', userId).executeTakeFirst()).toEqual({
      card_number_hash: cardHash(t, card),
      national_register_number_hash: nrnHash(t, '90020199742'),
    });
    await expectNoClearNumbers(t.database, card, '90020199742');
    const events = await t.database.db.selectFrom('security_events').select('action').where('user_id', '=', userId).where('action', '=', 'card_activated').execute();
    expect(events).toHaveLength(1);
    // The code and the token are spent.
    expect((await confirm(payload, code, headers)).json().code).toBe('mfa.challenge_expired');
    expect((await start({ token }, headers)).statusCode).toBe(410);
  });

  it('activates the card once when the right code arrives 50 times at once', async () => {
    const card = await insertCard(t);
    const headers = sessionHeaders(await signIn(t.app, 'methods.other@example.com'));
    const started = await start({ card_number: card }, headers);
    expect(started.statusCode, started.body).toBe(200);
    const code = await latestCode(t.app, 'methods.other@example.com');
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(started.json().payload, code, headers)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const userId = await userIdOf('methods.other@example.com');
    expect(await ownerOf(card)).toBe(userId);
    const events = await t.database.db.selectFrom('security_events').select('action').where('user_id', '=', userId).where('action', '=', 'card_activated').execute();
    expect(events).toHaveLength(1);
  });

  it('takes a typed card number, refuses an unknown or activated one, and reports a blocked one as failed', async () => {
    const headers = sessionHeaders(await signIn(t.app, 'stepup@example.com'));
    const unknown = await start({ card_number: '5065 9999 0000 0001' }, headers);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('onboarding.card_invalid');
    expect((await start({ card_number: '1234' }, headers)).statusCode).toBe(400);
    // Jan Peeters's card is activated: no second owner.
    expect((await start({ card_number: '5065 0000 0000 1001' }, headers)).json().code).toBe('onboarding.card_invalid');

    const blocked = await insertCard(t, { status: 'blocked' });
    const challenge = (await start({ card_number: blocked }, headers)).json();
    const outcome = await confirm(challenge.payload, await latestCode(t.app, 'stepup@example.com'), headers);
    expect(outcome.json()).toEqual({ outcome: 'card_activation_failed' });
    expect(await ownerOf(blocked)).toBeNull();
  });

  it('lets one of two activations of a card win', async () => {
    const card = await insertCard(t);
    const headers = sessionHeaders(await signIn(t.app, 'manage@example.com'));
    const first = (await start({ card_number: card }, headers)).json();
    const firstCode = await latestCode(t.app, 'manage@example.com');
    const second = (await start({ card_number: card }, headers)).json();
    const secondCode = await latestCode(t.app, 'manage@example.com');
    expect((await confirm(first.payload, firstCode, headers)).json()).toEqual({ outcome: 'card_activated' });
    expect((await confirm(second.payload, secondCode, headers)).json()).toEqual({ outcome: 'card_activation_failed' });
  });

  it('binds the activation to its session and refuses a new-account token', async () => {
    const card = await insertCard(t);
    const mine = sessionHeaders(await signIn(t.app, 'password@example.com'));
    const { payload } = (await start({ card_number: card }, mine)).json();
    const code = await latestCode(t.app, 'password@example.com');
    const other = sessionHeaders(await signIn(t.app, 'iban@example.com'));
    const stolen = await confirm(payload, code, other);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('mfa.challenge_expired');
    expect(await ownerOf(card)).toBeNull();

    const newAccount = (await post('/api/onboarding/start', { kind: 'card', card_number: await insertCard(t) }, { ip: '10.4.0.2' })).json().token;
    expect((await start({ token: newAccount }, mine)).statusCode).toBe(410);
    expect((await start({ token: 'unknown' }, mine)).statusCode).toBe(410);
  });
});
