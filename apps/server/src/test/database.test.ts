import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropStaleTestDatabases, STALE_TEST_DATABASE_MS } from './database';

const exists = async (name: string) => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('test databases on PostgreSQL', () => {
  it('a run drops what a killed run left long ago, never a database a running file may still use', async () => {
    const now = Date.now();
    const left = await createPostgresDatabase(now - STALE_TEST_DATABASE_MS - 60_000);
    const running = await createPostgresDatabase(now - STALE_TEST_DATABASE_MS + 60_000);
    try {
      const dropped = await dropStaleTestDatabases(now);
      expect(dropped).toContain(left.name);
      expect(dropped).not.toContain(running.name);
      expect(await exists(left.name)).toBe(false);
      expect(await exists(running.name)).toBe(true);
    } finally {
      await Promise.all([left.drop(), running.drop()]);
    }
  });
});
