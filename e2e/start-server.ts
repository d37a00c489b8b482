// Starts the built server for the browser tests on a database of its own, emptied first.
// Run by Playwright's webServer (playwright.config.ts) through tsx.
import { spawn } from 'node:child_process';
import { writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openServerLog } from './support/server-logs';
import { emptyDatabase, serverDatabaseName } from './support/test-database';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '8090';
const name = serverDatabaseName(port);
// TRUST_PROXY: each browser test names its own visitor address (support/test.ts).
// LOG_LEVEL info: every request is logged, and the run's logs are scanned for secrets (scan-server-logs.ts).
// Each parallel worker has a server of its own; should REDIS_URL be set, their limits stay apart too.
const env = { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'true', LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1,::1', REDIS_KEY_PREFIX: `${name}:`, DATABASE_URL: await emptyDatabase(name) };

// Its output goes to NAME.log in the run's server log directory; stderr is also shown, as
// Playwright prints it when the server does not start.
const log = openServerLog(name);
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', log, 'pipe'] });
server.stderr?.on('data', (chunk: Buffer) => {
  writeSync(log, chunk);
  process.stderr.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
