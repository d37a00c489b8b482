import type { FastifyInstance } from 'fastify';
import { deviceHeaders, postJson } from './flows';
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
