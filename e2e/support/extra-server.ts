import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { outboxOf } from './outbox-store';
import { openServerLog, recordInLedger } from './server-logs';
import { emptyDatabase } from './test-database';

const STOP_TIMEOUT_MS = 15_000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Another instance of the built server, on a database of its own (support/test-database.ts), as
 * for the main test server. Used where a test needs a
 * second portal, e.g. one acting as the upstream identity provider.
 */
export interface ExtraServer {
  url: string;
  env: Record<string, string>;
  /** Runs `npm run cli -- ...` of this server's database; answers its output. */
  cli(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export async function startExtraServer(options: { port: number; host: string; env?: Record<string, string> }): Promise<ExtraServer> {
  const url = `http://${options.host}:${options.port}`;
  const name = `e2e_extra_${options.port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    TRUST_PROXY: '127.0.0.1,::1',
    PORT: String(options.port),
    PUBLIC_URL: url,
    DATABASE_URL: await emptyDatabase(name),
    ...options.env,
  };
  // Its output is scanned for secrets after the run (scan-server-logs.ts), as is any secret it is given.
  recordInLedger(Object.entries(options.env ?? {}).flatMap(([key, value]) => (/SECRET/.test(key) ? [{ source: `${name} ${key}`, secret: value }] : [])));
  const log = openServerLog(name);
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', log, log] });
  closeSync(log);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`The extra server on ${url} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    env,
    async cli(...args) {
      const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...args], { env });
      return stdout;
    },
    // The server finishes what is in flight within 10 s (main.ts); past that, a hang is the failure.
    // What its outbox sent is recorded first: the next start on this port empties its database.
    stop: async () => {
      recordInLedger((await outboxOf(name)).map((row) => ({ source: name, message: `${row.text}\n${row.html ?? ''}` })));
      await new Promise<void>((resolve, reject) => {
        if (child.exitCode !== null) return resolve();
        const overdue = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`The extra server on ${url} did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`));
        }, STOP_TIMEOUT_MS);
        child.once('exit', () => {
          clearTimeout(overdue);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
}
