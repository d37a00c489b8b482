import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { port } from './demo';
import { databaseUrl, serverDatabaseName } from './test-database';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs `npm run cli -- ARGS` (the built one) on the test server's database, as an operator would; answers what it prints. */
export async function portalCli(...args: string[]): Promise<string> {
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl(serverDatabaseName(port)) };
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...args], { env });
  return stdout;
}
