import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * A fresh, empty database for one test file: a temporary SQLite file, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL. `open` may be called more than once (several
 * connections to the same data); `drop` removes everything. On PostgreSQL the pools' application_name
 * is the database's name, so a test can end its own connections without touching other runs'.
 */
export interface TestDatabase {
  open(): Database;
  drop(): Promise<void>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export async function createTestDatabase(): Promise<TestDatabase> {
  const opened: Database[] = [];
  const open = (make: () => Database) => () => {
    const database = make();
    opened.push(database);
    return database;
  };
  const closeAll = () => Promise.all(opened.map((d) => d.db.destroy()));

  if (!testDatabaseUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
    return {
      open: open(() => openDatabase({ dialect: 'sqlite', file: join(dir, 'portal.db') })),
      drop: async () => {
        await closeAll();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const postgres = await createPostgresDatabase();
  return {
    open: open(() => openDatabase({ dialect: 'postgres', url: postgres.url }, { applicationName: postgres.name })),
    drop: async () => {
      await closeAll();
      await postgres.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, for one test file or the
 * server processes it starts. A database, not a schema: Kysely's migrator lists the tables of every
 * schema of the database it migrates, and fails when another file drops its schema meanwhile.
 */
export async function createPostgresDatabase(createdAt = Date.now()): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${createdAt.toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: async () => void (await onServer(`drop database if exists ${name} with (force)`)) };
}

/** Longer than any run of the suite: a test database this old belongs to a run that was killed. */
export const STALE_TEST_DATABASE_MS = 6 * 60 * 60_000;
const CREATED_AT = /^test_([0-9a-z]+)_[0-9a-f]{8}$/;

/**
 * Drops the test databases a killed run left on the PostgreSQL server (each file drops its own when
 * it ends): those whose name says they were made more than STALE_TEST_DATABASE_MS ago. Answers their names.
 */
export async function dropStaleTestDatabases(now = Date.now()): Promise<string[]> {
  if (!testDatabaseUrl) return [];
  const { rows } = await onServer<{ datname: string }>(`select datname from pg_database where datname like 'test\\_%'`);
  const stale = rows
    .map((r) => r.datname)
    .filter((name) => {
      const createdAt = CREATED_AT.exec(name)?.[1];
      return createdAt !== undefined && now - parseInt(createdAt, 36) > STALE_TEST_DATABASE_MS;
    });
  for (const name of stale) await onServer(`drop database if exists ${name} with (force)`);
  return stale;
}

/** One statement on the PostgreSQL server of TEST_DATABASE_URL, outside any test's database. */
async function onServer<Row extends pg.QueryResultRow = pg.QueryResultRow>(statement: string): Promise<pg.QueryResult<Row>> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    return await admin.query<Row>(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database for one test file with every migration applied, opened once. The secret only
 * matters to migrations that convert rows, and a fresh database has none.
 */
export async function migratedTestDatabase(secrets = { appSecret: 'x'.repeat(32) }): Promise<{ testDb: TestDatabase; database: Database }> {
  const testDb = await createTestDatabase();
  const database = testDb.open();
  await migrateToLatest(database, secrets);
  return { testDb, database };
}
