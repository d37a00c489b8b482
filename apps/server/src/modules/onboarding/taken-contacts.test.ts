import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeHash } from '../../lib/tokens';
import { startTestApp, type TestApp } from '../../test/app';
import { latestCode } from '../../test/flows';
import { insertCard, newEmail, newPhone, poster, type Post } from './test-fixtures';

/**
 * Registering an address or number that already has an account reveals nothing: the same status
 * and body as for a free one, the owner is told instead of getting a code, and no code works.
 */
let t: TestApp;
let post: Post;
beforeAll(async () => {
  t = await startTestApp();
  post = poster(t.app);
});
afterAll(() => t.close());

const outbox = async (to: string) => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as { subject: string; text: string }[];

/** An onboarding at the e-mail step, with the given address. */
async function atEmailStep(email: string): Promise<string> {
  const token = (await post('/api/onboarding/start', { kind: 'card', card_number: await insertCard(t), language: 'nl' }, { ip: '10.3.0.1' })).json().token;
  await post('/api/onboarding/terms', { token, terms: true, privacy: true });
  await post('/api/onboarding/profile', { token, firstname: 'A', lastname: 'B', email });
  return token;
}

/** Sets the stored code of the onboarding's open contact verification to a known one (as if it leaked). */
async function forceCode(code: string): Promise<void> {
  const rows = await t.database.db.selectFrom('verifications').select(['id']).where('purpose', '=', 'contact').where('user_id', 'is', null).where('completed_at', 'is', null).execute();
  for (const { id } of rows) await t.database.db.updateTable('verifications').set({ code_hash: codeHash(t.config.appSecret, id, code) }).where('id', '=', id).execute();
}

/** The answers differ only in what the person typed (and their own card and address). */
const withoutTarget = (body: { state: Record<string, unknown>; resend_in: number }) => ({ ...body, state: { ...body.state, email: '(typed)', phone: '(typed)', card_last4: '(card)', expires_in: 0 } });

describe('an e-mail address that already has an account', () => {
  it('answers exactly as for a new address; the owner gets a notice, not a code; no code is ever right', async () => {
    const fresh = newEmail();
    const freshToken = await atEmailStep(fresh);
    const freshAnswer = await post('/api/onboarding/email', { token: freshToken });
    const takenToken = await atEmailStep('demo@example.com');
    const takenAnswer = await post('/api/onboarding/email', { token: takenToken });
    expect(takenAnswer.statusCode).toBe(freshAnswer.statusCode);
    expect(withoutTarget(takenAnswer.json())).toEqual(withoutTarget(freshAnswer.json()));
    expect(Object.keys(takenAnswer.headers).sort()).toEqual(Object.keys(freshAnswer.headers).sort());

    // In the owner's language (the demo account's is nl), not the typing person's.
    const [notice] = await outbox('demo@example.com');
    expect(notice?.subject).toBe('Iemand probeerde een account aan te maken met jouw gegevens');
    expect(notice?.text).not.toMatch(/\b\d{8}\b/);
    expect((await outbox(fresh))[0]?.text).toMatch(/\b\d{8}\b/);

    // The resend answers alike too.
    t.clock.advance(11_000);
    expect((await post('/api/onboarding/email/resend', { token: takenToken })).json()).toEqual({ resend_in: 10 });
    expect(await outbox('demo@example.com')).toHaveLength(2);

    await forceCode('12345678');
    const refused = await post('/api/onboarding/email/confirm', { token: takenToken, code: '12345678' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('mfa.invalid_code');
    expect((await post('/api/onboarding/state', { token: takenToken })).json().state.email_verified).toBe(false);
    // The same forced code works for the free address: only the taken one can never be right.
    expect((await post('/api/onboarding/email/confirm', { token: freshToken, code: '12345678' })).statusCode).toBe(200);
  });
});

describe('a phone number that already has an account', () => {
  it('answers exactly as for a new number; the owner gets an SMS notice; no code is ever right', async () => {
    const setUp = async () => {
      const email = newEmail();
      const token = await atEmailStep(email);
      await post('/api/onboarding/email', { token });
      await post('/api/onboarding/email/confirm', { token, code: await latestCode(t.app, email) });
      return token;
    };
    const freshPhone = newPhone();
    const freshAnswer = await post('/api/onboarding/phone', { token: await setUp(), phone: freshPhone });
    const takenToken = await setUp();
    // The demo account's number typed in national format with spaces: parsed to the same E.164.
    const demoPhone = (await t.database.db.selectFrom('user_phones').select('phone').orderBy('id').executeTakeFirstOrThrow()).phone;
    const takenAnswer = await post('/api/onboarding/phone', { token: takenToken, phone: demoPhone });
    expect(takenAnswer.statusCode).toBe(freshAnswer.statusCode);
    expect(withoutTarget(takenAnswer.json())).toEqual(withoutTarget(freshAnswer.json()));

    const [notice] = await outbox(demoPhone);
    expect(notice?.text).toMatch(/probeerde een account aan te maken met dit telefoonnummer/);
    expect(notice?.text).not.toMatch(/\b\d{8}\b/);
    await forceCode('87654321');
    expect((await post('/api/onboarding/phone/confirm', { token: takenToken, code: '87654321' })).json().code).toBe('mfa.invalid_code');
    const state = (await post('/api/onboarding/state', { token: takenToken })).json().state;
    expect(state).toMatchObject({ step: 'phone', phone: demoPhone, phone_verified: false });
    // And the password step stays closed.
    expect((await post('/api/onboarding/password', { token: takenToken, password: 'Onboarding-pass-2024!', password_confirmation: 'Onboarding-pass-2024!' })).statusCode).toBe(409);
  });
});
