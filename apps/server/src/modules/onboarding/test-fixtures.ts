import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/database';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../../lib/identity-digest';
import type { TestApp } from '../../test/app';
import { deviceHeaders, latestCode } from '../../test/flows';
import { invitationCodeHash } from '../cards';

/**
 * Test data and steps for the onboarding API tests: cards and invitations are inserted directly
 * (the import CLI is another module's job), each with fresh numbers so tests never share one.
 */

export const GOOD_PASSWORD = 'Onboarding-pass-2024!';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
export const newCardNumber = () => `5065${digits(12)}`;
/** A Belgian mobile number outside the demo accounts' range. */
export const newPhone = () => `+32479${digits(6)}`;
export const newEmail = () => `new-${digits(10)}@example.org`;

/** A card as the import stores it (digests only, under the test app's APP_SECRET); answers its number. */
/** The digest a card number is stored and looked up by in the test app. */
export const cardHash = (t: Pick<TestApp, 'config'>, cardNumber: string) => cardNumberDigest(t.config.appSecret, cardNumber);

/** The same for a national register number. */
export const nrnHash = (t: Pick<TestApp, 'config'>, number: string) => nationalRegisterNumberDigest(t.config.appSecret, number);

export async function insertCard(t: Pick<TestApp, 'database' | 'config'>, card: { status?: 'issued' | 'blocked'; firstname?: string; nrn?: string | null } = {}): Promise<string> {
  const card_number = newCardNumber();
  const nrn = card.nrn === undefined ? '85073003328' : card.nrn;
  await t.database.db
    .insertInto('cards')
    .values({
      card_number_hash: cardHash(t, card_number),
      kind: 'activ',
      firstname: card.firstname ?? 'Karel',
      lastname: 'Kaarthouder',
      national_register_number_hash: nrn === null ? null : nrnHash(t, nrn),
      language: 'nl',
      status: card.status ?? 'issued',
      user_id: null,
      activated_at: null,
      imported_at: Date.now(),
    })
    .execute();
  return card_number;
}

export async function insertInvitation(
  db: Db,
  appSecret: string,
  invitation: { platform?: 'mymonizze' | 'clientarea'; email?: string | null; expiresAt?: number | null; usedAt?: number | null } = {},
): Promise<{ code: string; email: string | null }> {
  const code = `INV${digits(8)}`;
  const email = invitation.email === undefined ? newEmail() : invitation.email;
  await db
    .insertInto('invitations')
    .values({
      code_hash: invitationCodeHash(appSecret, code),
      platform: invitation.platform ?? 'mymonizze',
      email,
      firstname: 'Ines',
      lastname: 'Invite',
      company: 'Acme',
      language: 'fr',
      expires_at: invitation.expiresAt ?? null,
      user_id: null,
      used_at: invitation.usedAt ?? null,
      imported_at: Date.now(),
    })
    .execute();
  return { code, email };
}

export type Post = (url: string, payload: unknown, extra?: { ip?: string; host?: string; headers?: Record<string, string> }) => Promise<LightMyRequestResponse>;

/** POSTs as the SPA does (device id header), from a given address and host when asked. */
export function poster(app: FastifyInstance): Post {
  return (url, payload, extra = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: extra.ip ?? '127.0.0.1',
      headers: { ...deviceHeaders(), ...(extra.host ? { host: extra.host } : {}), ...extra.headers },
    });
}

/** Every step up to (not including) the password, with fresh contact details; answers the token. */
export async function throughPhone(
  app: FastifyInstance,
  start: Record<string, unknown>,
  contact: { email?: string; phone?: string; keep?: boolean } = {},
): Promise<{ token: string; email: string; phone: string }> {
  const post = poster(app);
  const started = await post('/api/onboarding/start', start, { ip: `10.9.${randomInt(255)}.${randomInt(255)}` });
  expect(started.statusCode, started.body).toBe(200);
  const token: string = started.json().token;
  expect((await post('/api/onboarding/terms', { token, terms: true, privacy: true, marketing_email: true, marketing_sms: false })).statusCode).toBe(200);
  const email = contact.email ?? (started.json().state.email as string | null) ?? newEmail();
  const profile = await post('/api/onboarding/profile', { token, firstname: 'Nieuwe', lastname: 'Klant', email });
  expect(profile.statusCode, profile.body).toBe(200);
  if (contact.keep) {
    expect((await post('/api/onboarding/email', { token, keep: true })).statusCode).toBe(200);
  } else {
    expect((await post('/api/onboarding/email', { token })).statusCode).toBe(200);
    const confirmed = await post('/api/onboarding/email/confirm', { token, code: await latestCode(app, email) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  const phone = contact.phone ?? newPhone();
  expect((await post('/api/onboarding/phone', { token, phone })).statusCode).toBe(200);
  const confirmed = await post('/api/onboarding/phone/confirm', { token, code: await latestCode(app, phone) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { token, email, phone };
}

export function finish(app: FastifyInstance, token: string, extra: Record<string, unknown> = {}) {
  return poster(app)('/api/onboarding/password', { token, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD, ...extra });
}
