import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { sha256 } from '../lib/tokens';
import { grantStepUp } from '../modules/mfa/step-up';
import type { TestApp } from './app';
import { deviceHeaders, postJson, signIn } from './flows';
import { SoftAuthenticator, type Tamper } from './soft-authenticator';

/** The portal as the tests' browser sees it: PUBLIC_URL's default host. */
export const HOST = 'localhost:8080';
export const ORIGIN = `http://${HOST}`;

export function browserHeaders(token?: string, deviceId?: string): Record<string, string> {
  return { ...deviceHeaders(deviceId), host: HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

export function newAuthenticator(): SoftAuthenticator {
  return new SoftAuthenticator(ORIGIN, 'localhost');
}

/** Options, then the authenticator's answer: the registration call's response, not yet checked. */
export async function addPasskey(app: FastifyInstance, headers: Record<string, string>, authenticator: SoftAuthenticator, tamper: Tamper = {}, name?: string) {
  const options = await postJson(app, '/api/passkeys/registration/options', undefined, headers);
  if (options.statusCode !== 200) return options;
  return postJson(app, '/api/passkeys/registration', { response: authenticator.create(options.json(), tamper), ...(name ? { name } : {}) }, headers);
}

/** Adds a passkey that must succeed; returns its id. */
export async function registerPasskey(app: FastifyInstance, headers: Record<string, string>, authenticator = newAuthenticator()): Promise<number> {
  const response = await addPasskey(app, headers, authenticator);
  if (response.statusCode !== 201) throw new Error(`Expected the passkey to be added, got ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

/**
 * A time-limited step-up grant for the session of these headers, written as POST /api/mfa/sudo
 * would (which the step-up tests cover): the WebAuthn tests add many passkeys, more than the
 * step-up challenges allowed per quarter hour.
 */
export async function grantStepUpTo(db: Db, clock: Clock, headers: Record<string, string>, single = false): Promise<void> {
  const token = headers.authorization?.slice('Bearer '.length) ?? '';
  const session = await db.selectFrom('sessions').select(['id', 'user_id']).where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
  await grantStepUp(db, { sessionId: session.id, userId: session.user_id, single }, clock.now());
}

/** Signed in by e-mail code on the tests' browser, with a time-limited step-up grant. */
export async function steppedUp(t: TestApp, username = 'passkey@example.com'): Promise<Record<string, string>> {
  const headers = browserHeaders(await signIn(t.app, username));
  await grantStepUpTo(t.database.db, t.clock, headers);
  return headers;
}
