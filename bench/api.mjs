// Benchmarks of the sign-in API against a running server (npm start, or BENCH_URL).
// Usage: node bench/api.mjs   — prints requests/s and latencies; nothing is asserted.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const deviceId = randomUUID();
const headers = { 'content-type': 'application/json', 'x-device-id': deviceId };

async function call(method, path, body, extra = {}) {
  const response = await fetch(base + path, { method, headers: { ...headers, ...extra }, body: body && JSON.stringify(body) });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

async function newestCode(to) {
  const { body } = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return body.data[0].text.match(/\b\d{8}\b/)[0];
}

/** One full sign-in with an e-mail code: password, code request, code confirmation. */
async function signInWithCode() {
  const started = performance.now();
  const login = await call('POST', '/api/token', { username: 'demo@example.com', password: 'Demo-Password-1!' });
  const payload = login.body.mfa.payload;
  const mfaId = login.body.mfa.methods.find((m) => m.method === 'email').id;
  await call('POST', '/api/token/mfa/send', { payload, mfaId });
  const code = await newestCode('demo@example.com');
  const done = await call('POST', '/api/token/mfa/confirm', { payload, code, isTrustedDevice: false });
  if (done.status !== 200) throw new Error(`sign-in failed: ${done.status}`);
  return { ms: performance.now() - started, token: done.body.access_token };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
}

const durations = [];
let token = '';
for (let i = 0; i < 20; i++) {
  const run = await signInWithCode();
  durations.push(run.ms);
  token = run.token;
}
durations.sort((a, b) => a - b);
console.log(`full sign-in with e-mail code (3 calls), 20 runs: p50 ${percentile(durations, 50)} ms, p95 ${percentile(durations, 95)} ms`);

for (const [title, path] of [['GET /api/health', '/api/health'], ['GET /api/user (session lookup + profile)', '/api/user']]) {
  const result = await autocannon({
    url: base + path,
    connections: 10,
    duration: 5,
    headers: { authorization: `Bearer ${token}`, 'x-device-id': deviceId },
  });
  const failures = result.non2xx + result.errors;
  console.log(`${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx/errors ${failures}`);
}
await call('DELETE', '/api/token', undefined, { authorization: `Bearer ${token}` });
