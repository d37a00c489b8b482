// `npm run bench:cpu`: the server's CPU per request of one bench row, on its main thread (the
// JavaScript, SQLite, the socket writes) and on its other threads (argon2 on libuv's pool). Read
// from /proc, so it is steadier than requests/s on a shared machine, where the hash (and the
// hello-world reference) may run at half speed from one run to the next. See bench/README.md.
import { readFileSync } from 'node:fs';
import { BenchDatabase } from './lib/bench-database';
import { describeMachine } from './lib/machine';
import { pinLoadGenerator } from './lib/pinning';
import { startPortal, type RunningServer } from './lib/processes';
import { deviceId, loginBody, NO_MFA_ACCOUNT } from './portal/session';

const usage = 'usage: npm run bench:cpu -- [--row login|user|mfa] [--database sqlite|postgres] [--requests N] [--port P]';
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? '');
};
const rowFlag = flag('--row', 'login');
const databaseFlag = flag('--database', 'sqlite');
const port = Number(flag('--port', '8760'));
const rows = {
  // Two in flight: the hash of one runs while the main thread answers the other, as in the bench's login row.
  login: { what: 'password sign-in (POST /api/token)', warmUp: 300, requests: 2_000, connections: 2 },
  user: { what: 'GET /api/user', warmUp: 3_000, requests: 20_000, connections: 10 },
  mfa: { what: 'GET /api/mfa', warmUp: 3_000, requests: 20_000, connections: 10 },
};
const row = rows[rowFlag as keyof typeof rows];
const requests = Number(flag('--requests', String(row?.requests ?? 0)));
if (!row || (databaseFlag !== 'sqlite' && databaseFlag !== 'postgres') || !Number.isInteger(requests) || requests < 10 || !Number.isInteger(port)) {
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

async function get(url: string, token: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-device-id': deviceId } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

/** `count` requests of the row over its connections, each waiting for the answer before the next. */
async function load(base: string, token: string, count: number): Promise<void> {
  const once = rowFlag === 'login' ? () => signIn(base) : () => get(`${base}/api/${rowFlag}`, token);
  const loop = async (n: number) => {
    for (let i = 0; i < n; i++) await once();
  };
  const { connections } = row;
  await Promise.all(Array.from({ length: connections }, (_, c) => loop(Math.floor(count / connections) + (c < count % connections ? 1 : 0))));
}

async function main(): Promise<void> {
  pinLoadGenerator();
  const benchDatabase = new BenchDatabase({ database, databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  const target = await benchDatabase.create();
  let portal: RunningServer | null = null;
  try {
    portal = await startPortal({ name: 'portal', databaseUrl: target.url, port });
    const token = await signIn(portal.url);
    await load(portal.url, token, row.warmUp);
    const main = `/proc/${portal.pid}/task/${portal.pid}/stat`;
    const all = `/proc/${portal.pid}/stat`;
    const [main0, all0, t0] = [cpuMs(main), cpuMs(all), performance.now()];
    await load(portal.url, token, requests);
    const [main1, all1, t1] = [cpuMs(main), cpuMs(all), performance.now()];
    const perRequest = (ms: number) => (ms / requests).toFixed(3);
    console.log(`## Server CPU per request: ${row.what}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
    console.log('| requests | requests/s | main thread ms | other threads (argon2) ms | whole process ms |');
    console.log('|---|---|---|---|---|');
    console.log(`| ${requests} | ${(requests / ((t1 - t0) / 1000)).toFixed(1)} | ${perRequest(main1 - main0)} | ${perRequest(all1 - all0 - (main1 - main0))} | ${perRequest(all1 - all0)} |\n`);
    console.log(describeMachine(target.describe, `${row.connections} connections as ${NO_MFA_ACCOUNT}, after ${row.warmUp} requests of warm-up; CPU from /proc (10 ms ticks)`));
  } finally {
    await portal?.stop();
    await benchDatabase.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
