// Benchmarks of the OpenID provider against a running server with the demo data (npm start, or
// BENCH_URL). Usage: node bench/oauth.mjs — prints latencies and requests/s; nothing is asserted.
import autocannon from 'autocannon';
import { createHash, randomBytes, randomUUID } from 'node:crypto';

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const partner = { id: 'demo-partner', secret: 'demo-partner-secret', redirectUri: 'http://localhost:9999/callback' };
const basic = `Basic ${Buffer.from(`${partner.id}:${partner.secret}`).toString('base64')}`;
const deviceId = randomUUID();
const cookies = new Map();

async function request(url, init = {}) {
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(new URL(url, base), { redirect: 'manual', ...init, headers: { cookie, ...init.headers } });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (value) cookies.set(name, value);
    else cookies.delete(name);
  }
  return response;
}

/** Follows redirects until the partner's callback (answers its code) or the consent screen. */
async function follow(url) {
  for (let next = url; ; ) {
    const location = (await request(next)).headers.get('location');
    if (!location) throw new Error(`no redirect from ${next}`);
    if (location.startsWith(partner.redirectUri)) return { code: new URL(location).searchParams.get('code') };
    if (location.startsWith('/approve')) return { interaction: new URL(location, base).searchParams.get('interaction') };
    next = location;
  }
}

const form = (body) => ({ method: 'POST', headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });

/** Front channel (with consent) and code exchange, for a signed-in person. */
async function authorizationCodeFlow() {
  const started = performance.now();
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: partner.id, redirect_uri: partner.redirectUri, response_type: 'code', scope: 'openid email offline_access',
    prompt: 'consent', state: randomUUID(), nonce: randomUUID(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
  });
  let step = await follow(`/oauth/auth?${query}`);
  if (step.interaction) {
    const decided = await request('/api/authorize', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-device-id': deviceId },
      body: JSON.stringify({ interaction: step.interaction, approve: true }),
    });
    step = await follow((await decided.json()).target);
  }
  const tokens = await (await request('/oauth/token', form({ grant_type: 'authorization_code', code: step.code, redirect_uri: partner.redirectUri, code_verifier: verifier }))).json();
  return { ms: performance.now() - started, tokens };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
function report(title, durations) {
  durations.sort((a, b) => a - b);
  console.log(`${title}, ${durations.length} runs: p50 ${percentile(durations, 50)} ms, p95 ${percentile(durations, 95)} ms`);
}

const login = await request('/api/token', {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-device-id': deviceId },
  body: JSON.stringify({ username: 'nomfa@example.com', password: 'Demo-Password-1!' }),
});
if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);

const flows = [];
let tokens;
for (let i = 0; i < 20; i++) {
  const run = await authorizationCodeFlow();
  flows.push(run.ms);
  tokens = run.tokens;
}
report('authorization code flow with consent (about 8 requests)', flows);

const refreshes = [];
let refreshToken = tokens.refresh_token;
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  const rotated = await (await request('/oauth/token', form({ grant_type: 'refresh_token', refresh_token: refreshToken }))).json();
  refreshes.push(performance.now() - started);
  refreshToken = rotated.refresh_token;
}
report('refresh token grant with rotation', refreshes);

for (const [title, options] of [
  ['GET /.well-known/openid-configuration', { url: `${base}/.well-known/openid-configuration` }],
  ['GET /oauth/me (userinfo)', { url: `${base}/oauth/me`, headers: { authorization: `Bearer ${tokens.access_token}` } }],
  ['POST /oauth/token/introspection', { url: `${base}/oauth/token/introspection`, ...form({ token: tokens.access_token }), body: `token=${tokens.access_token}` }],
]) {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  console.log(`${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx/errors ${result.non2xx + result.errors}`);
}
await request(`/api/token/${partner.id}`, { method: 'DELETE', headers: { 'x-device-id': deviceId } });
