import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../demo/seed';

/** Headers the SPA sends on every call. */
export function deviceHeaders(deviceId: string = randomUUID()): Record<string, string> {
  return { 'x-device-id': deviceId, accept: 'application/json' };
}

export function postJson(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = deviceHeaders()) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** The newest code sent to an address, read back through the dev outbox API. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const text: string = response.json().data[0]?.text ?? '';
  const code = text.match(/\b\d{8}\b/)?.[0];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/** Password step of an account with MFA: the attempt payload and offered methods. */
export async function startMfaLogin(app: FastifyInstance, username: string, headers = deviceHeaders()) {
  const response = await postJson(app, '/api/token', { username, password: DEMO_PASSWORD }, headers);
  if (response.statusCode !== 401) throw new Error(`Expected an MFA challenge, got ${response.statusCode} ${response.body}`);
  const { payload, methods } = response.json().mfa as { payload: string; methods: { id: number; method: string }[] };
  return { payload, methods, headers };
}

/** A complete sign-in by e-mail code; returns the session token. */
export async function signIn(app: FastifyInstance, username = 'demo@example.com', from = deviceHeaders()): Promise<string> {
  const { payload, methods, headers } = await startMfaLogin(app, username, from);
  const email = methods.find((m) => m.method === 'email');
  await postJson(app, '/api/token/mfa/send', { payload, mfaId: email?.id }, headers);
  const code = await latestCode(app, username);
  const confirmed = await postJson(app, '/api/token/mfa/confirm', { payload, code }, headers);
  return confirmed.json().access_token;
}

/** The Set-Cookie header of a response, as one string. */
export function setCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : (header ?? '');
}

/** Signs in with a second factor that delivers nothing: authenticator code, recovery key or card. */
export async function signInWithFactor(app: FastifyInstance, username: string, kind: 'totp' | 'totpRecovery' | 'card', code: string, headers = deviceHeaders()) {
  const login = await startMfaLogin(app, username, headers);
  const method = login.methods.find((m) => m.method === kind);
  if (!method) throw new Error(`${username} offers no ${kind}`);
  const picked = await postJson(app, '/api/token/mfa/send', { payload: login.payload, mfaId: method.id }, headers);
  if (picked.statusCode !== 200) throw new Error(`Picking ${kind} failed: ${picked.body}`);
  return postJson(app, '/api/token/mfa/confirm', { payload: login.payload, code }, headers);
}

/** A signed-in session's headers: bearer token and a device id, as the SPA sends them. */
export function sessionHeaders(token: string, deviceId: string = randomUUID()): Record<string, string> {
  return { ...deviceHeaders(deviceId), authorization: `Bearer ${token}` };
}

/** A step-up by e-mail code for a signed-in session (GET then POST /api/mfa/sudo). */
export async function stepUpByEmail(app: FastifyInstance, headers: Record<string, string>, to: string, single = true) {
  const methods: { id: number; target: string | null }[] = (await app.inject({ method: 'GET', url: '/api/mfa', headers })).json().data;
  const mfaId = methods.find((m) => m.target === to)?.id;
  const challenge = await app.inject({ method: 'GET', url: `/api/mfa/sudo?single=${single ? 1 : 0}&mfaId=${mfaId}`, headers });
  if (challenge.statusCode !== 200) throw new Error(`Step-up challenge failed: ${challenge.body}`);
  const code = await latestCode(app, to);
  return postJson(app, '/api/mfa/sudo', { payload: challenge.json().payload, code }, headers);
}
