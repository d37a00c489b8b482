// `npm run bench:cpu`: the server's CPU per request of one bench row, on its main thread (the
// JavaScript, SQLite, the socket writes) and on its other threads (argon2 on libuv's pool). Read
// from /proc, so it is steadier than requests/s on a shared machine, where the hash (and the
// hello-world reference) may run at half speed from one run to the next. The OpenID rows measure
// the bare oidc-provider too, in alternating rounds, and give the ratio of the two. See bench/README.md.
import { readFileSync } from 'node:fs';
import { BenchDatabase } from './lib/bench-database';
import { describeMachine } from './lib/machine';
import { pinLoadGenerator } from './lib/pinning';
import { startPortal, startServer, type RunningServer } from './lib/processes';
import { basicAuth, Browser, deviceId, loginBody, NO_MFA_ACCOUNT, PARTNER } from './portal/session';
import { BARE_CLIENT, bareTokens } from './references/bare-client';
import { OAUTH } from '../packages/contract/src/oauth';

const usage = 'usage: npm run bench:cpu -- [--row login|user|mfa|userinfo|introspection|refresh] [--database sqlite|postgres] [--requests N] [--rounds N] [--port P] [--reference-headers]';
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? '');
};
const rowFlag = flag('--row', 'login');
const databaseFlag = flag('--database', 'sqlite');
const port = Number(flag('--port', '8760'));
// The bare provider sends the portal's security headers too (the portal sends them on every answer).
const referenceHeaders = args.includes('--reference-headers');
const rows = {
  // Two in flight: the hash of one runs while the main thread answers the other, as in the bench's login row.
  login: { what: 'password sign-in (POST /api/token)', warmUp: 300, requests: 2_000, connections: 2 },
  user: { what: 'GET /api/user', warmUp: 3_000, requests: 20_000, connections: 10 },
  mfa: { what: 'GET /api/mfa', warmUp: 3_000, requests: 20_000, connections: 10 },
  // As the bench's rows: 10 connections, the partner's access token against the bare provider's.
  userinfo: { what: `userinfo (GET ${OAUTH.userinfo})`, warmUp: 2_000, requests: 10_000, connections: 10 },
  introspection: { what: `introspection (POST ${OAUTH.introspection})`, warmUp: 2_000, requests: 10_000, connections: 10 },
  // As the bench's row: 8 refresh token chains, one per connection, each rotated by its answer.
  refresh: { what: `refresh_token grant with rotation (POST ${OAUTH.token})`, warmUp: 1_000, requests: 5_000, connections: 8 },
};
const row = rows[rowFlag as keyof typeof rows];
const requests = Number(flag('--requests', String(row?.requests ?? 0)));
const rounds = Number(flag('--rounds', '3'));
const openId = rowFlag === 'userinfo' || rowFlag === 'introspection' || rowFlag === 'refresh';
if (!row || (referenceHeaders && !openId) || (databaseFlag !== 'sqlite' && databaseFlag !== 'postgres') || !Number.isInteger(requests) || requests < 10 || !Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(port)) {
  console.error(usage);
  process.exit(2);
}

const database: 'sqlite' | 'postgres' = databaseFlag === 'postgres' ? 'postgres' : 'sqlite';

const TICK_MS = 1000 / 100; // /proc counts in clock ticks of 10 ms (USER_HZ 100 on Linux)

/** User plus system CPU in ms, of a whole process (`/proc/<pid>/stat`) or of one thread. */
function cpuMs(statFile: string): number {
  // The command name may hold spaces; the fields after its closing parenthesis do not.
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/token`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-id': deviceId }, body: loginBody(NO_MFA_ACCOUNT) });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`a sign-in answered ${response.status}`);
  return body.access_token;
}

async function send(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

/** One request of the row to a server, with what the row needs of it (a token, its client's credentials). */
type Request = () => Promise<void>;

function portalApiRequest(base: string, token: string): Request {
  return rowFlag === 'login' ? () => signIn(base).then(() => undefined) : () => send(`${base}/api/${rowFlag}`, { headers: { authorization: `Bearer ${token}`, 'x-device-id': deviceId } });
}

/** Refresh grants over `chains`, one per connection: a request takes a chain and its answer gives the rotated token back. */
function refreshRequest(base: string, chains: string[], clientAuth: string): Request {
  const free = [...chains];
  return async () => {
    const token = free.shift();
    if (token === undefined) throw new Error('more requests in flight than refresh token chains');
    const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }).toString();
    const response = await fetch(base + OAUTH.token, { method: 'POST', headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' }, body });
    const answer = (await response.json()) as { refresh_token?: string };
    if (response.status !== 200 || !answer.refresh_token) throw new Error(`${OAUTH.token} answered ${response.status}`);
    free.push(answer.refresh_token);
  };
}

function openIdRequest(base: string, accessToken: string, clientAuth: string): Request {
  if (rowFlag === 'userinfo') return () => send(base + OAUTH.userinfo, { headers: { authorization: `Bearer ${accessToken}` } });
  const body = new URLSearchParams({ token: accessToken }).toString();
  return () => send(base + OAUTH.introspection, { method: 'POST', headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' }, body });
}

/** `count` requests over the row's connections, each waiting for the answer before the next. */
async function load(request: Request, count: number): Promise<void> {
  const loop = async (n: number) => {
    for (let i = 0; i < n; i++) await request();
  };
  const { connections } = row;
  await Promise.all(Array.from({ length: connections }, (_, c) => loop(Math.floor(count / connections) + (c < count % connections ? 1 : 0))));
}

/** Main-thread and whole-process CPU of `server`, in ms per request, over `requests` requests. */
async function cpuPerRequest(server: RunningServer, request: Request): Promise<{ main: number; all: number; perSecond: number }> {
  const main = `/proc/${server.pid}/task/${server.pid}/stat`;
  const all = `/proc/${server.pid}/stat`;
  const [main0, all0, t0] = [cpuMs(main), cpuMs(all), performance.now()];
  await load(request, requests);
  const [main1, all1, t1] = [cpuMs(main), cpuMs(all), performance.now()];
  return { main: (main1 - main0) / requests, all: (all1 - all0) / requests, perSecond: requests / ((t1 - t0) / 1000) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const stamp = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

async function portalRow(portal: RunningServer, describe: string): Promise<void> {
  const request = portalApiRequest(portal.url, await signIn(portal.url));
  await load(request, row.warmUp);
  const cpu = await cpuPerRequest(portal, request);
  console.log(`## Server CPU per request: ${row.what}, ${stamp()} UTC\n`);
  console.log('| requests | requests/s | main thread ms | other threads (argon2) ms | whole process ms |');
  console.log('|---|---|---|---|---|');
  console.log(`| ${requests} | ${cpu.perSecond.toFixed(1)} | ${cpu.main.toFixed(3)} | ${(cpu.all - cpu.main).toFixed(3)} | ${cpu.all.toFixed(3)} |\n`);
  console.log(describeMachine(describe, `${row.connections} connections as ${NO_MFA_ACCOUNT}, after ${row.warmUp} requests of warm-up; CPU from /proc (10 ms ticks)`));
}

/** The portal and the bare provider in alternating rounds: their drift over the run hits both. */
async function openIdRow(portal: RunningServer, describe: string): Promise<void> {
  const env = referenceHeaders ? { BARE_SECURITY_HEADERS: 'true' } : undefined;
  const bare = await startServer({ name: 'bare oidc-provider', args: ['--import', 'tsx', 'bench/references/bare-provider.ts'], port: port + 1, env });
  try {
    const browser = new Browser(portal.url);
    await browser.signIn(NO_MFA_ACCOUNT);
    const portalAuth = basicAuth(PARTNER.id, PARTNER.secret);
    const bareAuth = basicAuth(BARE_CLIENT.client_id, BARE_CLIENT.client_secret);
    const refresh = rowFlag === 'refresh';
    const bareIssued = await bareTokens(bare.url, refresh ? row.connections : 0);
    const portalRequest = refresh
      ? refreshRequest(portal.url, await browser.refreshChains(row.connections), portalAuth)
      : openIdRequest(portal.url, (await browser.partnerTokens()).access_token, portalAuth);
    const bareRequest = refresh ? refreshRequest(bare.url, bareIssued.refreshTokens, bareAuth) : openIdRequest(bare.url, bareIssued.accessToken, bareAuth);
    await load(portalRequest, row.warmUp);
    await load(bareRequest, row.warmUp);
    const reference = referenceHeaders ? 'bare oidc-provider with the portal\'s security headers' : 'bare oidc-provider';
    console.log(`## Server CPU per request: ${row.what}, portal and ${reference}, ${stamp()} UTC\n`);
    console.log('| round | portal main thread ms | portal whole process ms | bare main thread ms | bare whole process ms | ratio (bare / portal, whole process) |');
    console.log('|---|---|---|---|---|---|');
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const mine = await cpuPerRequest(portal, portalRequest);
      const theirs = await cpuPerRequest(bare, bareRequest);
      ratios.push(theirs.all / mine.all);
      console.log(`| ${round} | ${mine.main.toFixed(3)} | ${mine.all.toFixed(3)} | ${theirs.main.toFixed(3)} | ${theirs.all.toFixed(3)} | ${(theirs.all / mine.all).toFixed(2)} |`);
    }
    console.log(`\nMedian ratio ${median(ratios).toFixed(2)}: the share of the bare provider's requests/s the portal would reach on one core if CPU were all that counted.\n`);
    console.log(describeMachine(describe, `${requests} requests per side and round over ${row.connections} connections, after ${row.warmUp} of warm-up each; CPU from /proc (10 ms ticks)`));
  } finally {
    await bare.stop();
  }
}

async function main(): Promise<void> {
  pinLoadGenerator();
  const benchDatabase = new BenchDatabase({ database, databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  const target = await benchDatabase.create();
  let portal: RunningServer | null = null;
  try {
    portal = await startPortal({ name: 'portal', databaseUrl: target.url, port });
    await (openId ? openIdRow(portal, target.describe) : portalRow(portal, target.describe));
  } finally {
    await portal?.stop();
    await benchDatabase.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
