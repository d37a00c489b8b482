import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { sessionHeaders, signIn } from '../../test/flows';
import { insertCard, poster, type Post } from './test-fixtures';

/** An existing account activates a new card: existingCard screen → login → dashboard. */
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
const activate = (token: string, headers: Record<string, string> = {}) => post('/api/cards/activate', { token }, { headers });
const userIdOf = async (email: string) => (await t.database.db.selectFrom('user_emails').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;

describe('POST /api/cards/activate', () => {
  it('activates the card for the signed-in account, once', async () => {
    const card = await insertCard(t.database.db, { nrn: '90020199742' });
    const token = await existingCardToken(card);
    expect((await post('/api/onboarding/state', { token })).json().state.step).toBe('sign_in');
    expect((await activate(token)).statusCode).toBe(401);

    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const response = await activate(token, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ outcome: 'card_activated' });
    const userId = await userIdOf('demo@example.com');
    expect(await t.database.db.selectFrom('cards').select('user_id').where('card_number', '=', card).executeTakeFirst()).toEqual({ user_id: userId });
    expect(await t.database.db.selectFrom('users').select(['card_number', 'national_register_number']).where('id', '=', userId).executeTakeFirst()).toEqual({
      card_number: card,
      national_register_number: '90020199742',
    });
    const events = await t.database.db.selectFrom('security_events').select('action').where('user_id', '=', userId).where('action', '=', 'card_activated').execute();
    expect(events).toHaveLength(1);
    // The token is spent.
    expect((await activate(token, headers)).statusCode).toBe(410);
  });

  it('answers card_activation_failed for a blocked card, or one activated since the start', async () => {
    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const blocked = await existingCardToken(await insertCard(t.database.db, { status: 'blocked' }));
    expect((await activate(blocked, headers)).json()).toEqual({ outcome: 'card_activation_failed' });

    const card = await insertCard(t.database.db);
    const first = await existingCardToken(card);
    const second = await existingCardToken(card);
    expect((await activate(first, headers)).json()).toEqual({ outcome: 'card_activated' });
    expect((await activate(second, headers)).json()).toEqual({ outcome: 'card_activation_failed' });
  });

  it('refuses a new-account token, and an existing_card token cannot create an account', async () => {
    const headers = sessionHeaders(await signIn(t.app, 'demo@example.com'));
    const card = await insertCard(t.database.db);
    const newAccount = (await post('/api/onboarding/start', { kind: 'card', card_number: card }, { ip: '10.4.0.2' })).json().token;
    expect((await activate(newAccount, headers)).statusCode).toBe(410);
    const existing = await existingCardToken(card);
    const terms = await post('/api/onboarding/terms', { token: existing, terms: true, privacy: true });
    expect(terms.statusCode).toBe(410);
    expect(terms.json().code).toBe('onboarding.expired');
    expect((await activate('unknown', headers)).statusCode).toBe(410);
  });
});
