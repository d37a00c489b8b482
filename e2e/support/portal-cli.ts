import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { port } from './demo';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The test server's database, named after its port as start-server.mjs names it. */
function databaseUrl(): string {
  const name = `e2e_${port}`;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return `sqlite:${join(root, 'data', `${name}.db`)}`;
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return url.toString();
}

/** Runs `npm run cli -- ARGS` (the built one) on the test server's database, as an operator would; answers what it prints. */
export async function portalCli(...args: string[]): Promise<string> {
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl() };
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...args], { env });
  return stdout;
}
