// Benchmarks of signing in with a passkey against a running server (npm start, or BENCH_URL), with
// the software authenticator of the API tests. Usage: npm run bench:passkeys — prints latencies.
// It adds a passkey to passkey@example.com and removes it again at the end.
import { randomUUID } from 'node:crypto';
import { SoftAuthenticator } from '../apps/server/src/test/soft-authenticator';

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const { hostname } = new URL(base);
const username = 'passkey@example.com';
const deviceId = randomUUID();
type Answer = { status: number; body: any };

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'x-device-id': deviceId, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

async function signInWithCode(): Promise<string> {
  const login = await call('POST', '/api/token', { username, password: 'Demo-Password-1!' });
  const { payload, methods } = login.body.mfa;
  await call('POST', '/api/token/mfa/send', { payload, mfaId: methods.find((m: { method: string }) => m.method === 'email').id });
  const outbox = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(username)}`);
  const code = outbox.body.data[0].text.match(/\b\d{8}\b/)[0];
  return expectStatus(await call('POST', '/api/token/mfa/confirm', { payload, code }), 200, 'code sign-in').body.access_token;
}

async function timed(runs: number, run: () => Promise<void>): Promise<string> {
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (p: number) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))]?.toFixed(1);
  return `${runs} runs: p50 ${at(50)} ms, p95 ${at(95)} ms`;
}

const token = await signInWithCode();
const authenticator = new SoftAuthenticator(new URL(base).origin, hostname);
const options = expectStatus(await call('POST', '/api/passkeys/registration/options', undefined, token), 200, 'registration options');
const added = expectStatus(await call('POST', '/api/passkeys/registration', { response: authenticator.create(options.body) }, token), 201, 'registration');

console.log(`sign-in without a password (options + assertion), ${await timed(50, async () => {
  const request = expectStatus(await call('POST', '/api/token/passkey/options'), 200, 'options');
  expectStatus(await call('POST', '/api/token/passkey', { response: authenticator.get(request.body) }), 200, 'passkey sign-in');
})}`);

console.log(`passkey as second factor (password + options + assertion), ${await timed(20, async () => {
  const login = await call('POST', '/api/token', { username, password: 'Demo-Password-1!' });
  const payload = login.body.mfa.payload;
  const request = expectStatus(await call('POST', '/api/token/mfa/passkey/options', { payload }), 200, 'options');
  expectStatus(await call('POST', '/api/token/mfa/passkey', { payload, response: authenticator.get(request.body) }), 200, 'second factor');
})}`);

expectStatus(await call('DELETE', `/api/passkeys/${added.body.data.id}`, undefined, token), 204, 'removal');
await call('DELETE', '/api/token', undefined, token);
