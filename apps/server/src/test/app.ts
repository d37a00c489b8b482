import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/config';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../demo/seed';
import { seedDemoClients } from '../demo/clients';
import type { Clock } from '../lib/clock';
import { ensureSigningKeys, generateSigningKey } from '../oidc/signing-keys';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

function testClock(): TestClock {
  let now = Date.now();
  return { now: () => now, advance: (ms) => void (now += ms) };
}

function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent/web-dist', ...env });
}

/** One key pair per algorithm for every test app of the process (each database still gets its own kids). */
const keysOfTheProcess = new Map<string, ReturnType<typeof generateSigningKey>>();
const reusedSigningKey: typeof generateSigningKey = (alg) => {
  const key = keysOfTheProcess.get(alg) ?? generateSigningKey(alg);
  keysOfTheProcess.set(alg, key);
  return key;
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
  /** Another app on the same database, with other settings. Closed with this one. */
  withEnv(env: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The server over a fresh, migrated database with the demo accounts, for one test file.
 * `env` adds configuration variables (DATABASE_URL is ignored: the test database is used);
 * `logStream` receives the log lines (with LOG_LEVEL in `env`: the tests' default is silent).
 */
export async function startTestApp(env: Record<string, string> = {}, options: { logStream?: DestinationStream } = {}): Promise<TestApp> {
  const testDb: TestDatabase = await createTestDatabase();
  const database = testDb.open();
  const config = testConfig(env);
  await migrateToLatest(database, config);
  await seedDemoData(database, config);
  await seedDemoClients(database.db);
  const clock = testClock();
  await ensureSigningKeys(database.db, config.appSecret, clock.now(), reusedSigningKey);
  const app = await buildApp(config, { database, clock, logStream: options.logStream });
  const apps = [app];
  return {
    app,
    database,
    clock,
    config,
    async withEnv(more) {
      const other = await buildApp(testConfig({ ...env, ...more }), { database, clock, logStream: options.logStream });
      apps.push(other);
      return other;
    },
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await testDb.drop();
    },
  };
}
