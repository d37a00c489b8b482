// `npm run bench:login-cpu`: where the server's CPU goes during password sign-ins, per sign-in:
// its main thread (the JavaScript around the hash, SQLite, the socket writes) and its other threads
// (argon2 on libuv's pool). Read from /proc, so it is steadier than logins/s on a shared machine,
// where the hash itself may run at half speed from one run to the next. See bench/README.md.
import { readFileSync } from 'node:fs';
import { BenchDatabase } from './lib/bench-database';
import { describeMachine } from './lib/machine';
import { pinLoadGenerator } from './lib/pinning';
import { startPortal, type RunningServer } from './lib/processes';
import { deviceId, loginBody, NO_MFA_ACCOUNT } from './portal/session';

const usage = 'usage: npm run bench:login-cpu -- [--database sqlite|postgres] [--logins N] [--port P]';
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? '');
};
const databaseFlag = flag('--database', 'sqlite');
const logins = Number(flag('--logins', '2000'));
const port = Number(flag('--port', '8760'));
if ((databaseFlag !== 'sqlite' && databaseFlag !== 'postgres') || !Number.isInteger(logins) || logins < 10 || !Number.isInteger(port)) {
  console.error(usage);
  process.exit(2);
}

const database: 'sqlite' | 'postgres' = databaseFlag === 'postgres' ? 'postgres' : 'sqlite';

const WARM_UP = 300;
// Two in flight: the hash of one runs while the main thread answers the other, as in the bench's login row.
const CONNECTIONS = 2;
const TICK_MS = 1000 / 100; // /proc counts in clock ticks of 10 ms (USER_HZ 100 on Linux)

/** User plus system CPU in ms, of a whole process (`/proc/<pid>/stat`) or of one thread. */
function cpuMs(statFile: string): number {
  // The command name may hold spaces; the fields after its closing parenthesis do not.
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function signIn(url: string): Promise<void> {
  const response = await fetch(`${url}/api/token`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-id': deviceId }, body: loginBody(NO_MFA_ACCOUNT) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`a sign-in answered ${response.status}`);
}

async function signIns(url: string, count: number): Promise<void> {
  const loop = async (n: number) => {
    for (let i = 0; i < n; i++) await signIn(url);
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => loop(Math.floor(count / CONNECTIONS) + (c < count % CONNECTIONS ? 1 : 0))));
}

async function main(): Promise<void> {
  pinLoadGenerator();
  const benchDatabase = new BenchDatabase({ database, databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  const target = await benchDatabase.create();
  let portal: RunningServer | null = null;
  try {
    portal = await startPortal({ name: 'portal', databaseUrl: target.url, port });
    await signIns(portal.url, WARM_UP);
    const main = `/proc/${portal.pid}/task/${portal.pid}/stat`;
    const all = `/proc/${portal.pid}/stat`;
    const [main0, all0, t0] = [cpuMs(main), cpuMs(all), performance.now()];
    await signIns(portal.url, logins);
    const [main1, all1, t1] = [cpuMs(main), cpuMs(all), performance.now()];
    const perLogin = (ms: number) => (ms / logins).toFixed(2);
    console.log(`## Server CPU per password sign-in, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
    console.log('| sign-ins | sign-ins/s | main thread ms | other threads (argon2) ms | whole process ms |');
    console.log('|---|---|---|---|---|');
    console.log(`| ${logins} | ${(logins / ((t1 - t0) / 1000)).toFixed(1)} | ${perLogin(main1 - main0)} | ${perLogin(all1 - all0 - (main1 - main0))} | ${perLogin(all1 - all0)} |\n`);
    console.log(describeMachine(target.describe, `${CONNECTIONS} connections of ${NO_MFA_ACCOUNT}, after ${WARM_UP} sign-ins of warm-up; CPU from /proc (10 ms ticks)`));
  } finally {
    await portal?.stop();
    await benchDatabase.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
