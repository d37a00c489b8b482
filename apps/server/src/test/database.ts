import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * A fresh, empty database for one test file: a temporary SQLite file, or a new schema in the
 * PostgreSQL database of TEST_DATABASE_URL. `open` may be called more than once (several
 * connections to the same data); `drop` removes everything. On PostgreSQL the pools' application_name
 * is the schema's name, so a test can end its own connections without touching other runs'.
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

  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    open: open(() => openDatabase({ dialect: 'postgres', url: testDatabaseUrl }, { schema, applicationName: schema })),
    drop: async () => {
      const [first] = opened;
      if (first) await sql.raw(`drop schema ${schema} cascade`).execute(first.db);
      await closeAll();
    },
  };
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
