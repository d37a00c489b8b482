// Starts the built server for the browser tests on a database of its own, emptied first.
import { spawn } from 'node:child_process';
import { rmSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// TRUST_PROXY: each browser test names its own visitor address (support/test.ts).
// LOG_LEVEL info: every request is logged, and the run's logs are scanned for secrets (scan-server-logs.ts).
const env = { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'true', LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1,::1' };
// Each parallel worker has a server of its own; should REDIS_URL be set, their limits stay apart too.
env.REDIS_KEY_PREFIX = `e2e_${process.env.PORT ?? '8090'}:`;
const pgUrl = process.env.TEST_DATABASE_URL;
// One database per port, so that runs on different ports do not disturb each other.
const name = `e2e_${process.env.PORT ?? '8090'}`;

if (pgUrl) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
  await client.query(`CREATE SCHEMA ${name}`);
  await client.end();
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  env.DATABASE_URL = url.toString();
} else {
  const file = join(root, 'data', `${name}.db`);
  mkdirSync(dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  env.DATABASE_URL = `sqlite:${file}`;
}

// Its output goes to NAME.log in the run's server log directory (support/server-logs.ts computes the
// same path); stderr is also shown, as Playwright prints it when the server does not start.
const logDir = process.env.E2E_SERVER_LOG_DIR ?? join(root, 'e2e', 'test-results', 'server-logs');
mkdirSync(logDir, { recursive: true });
const log = openSync(join(logDir, `${name}.log`), 'a');
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', log, 'pipe'] });
server.stderr.on('data', (chunk) => {
  writeSync(log, chunk);
  process.stderr.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
