// Benchmarks of the MFA API against a running server (npm start, or BENCH_URL) with the demo data.
// Usage: node bench/mfa.mjs — prints requests/s and latencies; nothing is asserted.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const deviceId = randomUUID();
const headers = { 'content-type': 'application/json', 'x-device-id': deviceId };
const password = 'Demo-Password-1!';

async function call(method, path, body, extra = {}) {
  const response = await fetch(base + path, { method, headers: { ...headers, ...extra }, body: body && JSON.stringify(body) });
  return { status: response.status, cookie: response.headers.get('set-cookie') ?? '', body: response.status === 204 ? null : await response.json() };
}

async function newestCode(to) {
  const { body } = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return body.data[0].text.match(/\b\d{8}\b/)[0];
}

/** Signs in by e-mail code ticking "trust this device"; answers the token and the trust cookie. */
async function signInTrusting(username) {
  const login = await call('POST', '/api/token', { username, password });
  const { payload, methods } = login.body.mfa;
  await call('POST', '/api/token/mfa/send', { payload, mfaId: methods.find((m) => m.method === 'email').id });
  const done = await call('POST', '/api/token/mfa/confirm', { payload, code: await newestCode(username), isTrustedDevice: true });
  if (done.status !== 200) throw new Error(`sign-in failed: ${done.status}`);
  return { token: done.body.access_token, trust: done.cookie.match(/trusted_device=([\w-]+)/)[1] };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);

const { token, trust } = await signInTrusting('stepup@example.com');
const durations = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  const skipped = await call('POST', '/api/token', { username: 'stepup@example.com', password }, { cookie: `trusted_device=${trust}` });
  if (skipped.status !== 200) throw new Error(`trusted sign-in failed: ${skipped.status}`);
  durations.push(performance.now() - started);
  await call('DELETE', '/api/token', undefined, { authorization: `Bearer ${skipped.body.access_token}` });
}
durations.sort((a, b) => a - b);
console.log(`sign-in from a trusted device (password step only), 20 runs: p50 ${percentile(durations, 50)} ms, p95 ${percentile(durations, 95)} ms`);

for (const [title, path] of [
  ['GET /api/mfa/status (grant, methods, set-up)', '/api/mfa/status'],
  ['GET /api/mfa?includeAll=1', '/api/mfa?includeAll=1'],
  ['GET /api/mfa/trusted-devices', '/api/mfa/trusted-devices'],
  ['GET /api/user (with recovery keys)', '/api/user'],
]) {
  const result = await autocannon({ url: base + path, connections: 10, duration: 5, headers: { authorization: `Bearer ${token}`, 'x-device-id': deviceId } });
  console.log(`${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx/errors ${result.non2xx + result.errors}`);
}
const devices = (await call('GET', '/api/mfa/trusted-devices', undefined, { authorization: `Bearer ${token}` })).body.data;
for (const device of devices) await call('DELETE', `/api/mfa/trusted-devices/${device.id}`, undefined, { authorization: `Bearer ${token}` });
await call('DELETE', '/api/token', undefined, { authorization: `Bearer ${token}` });
