import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migratedTestDatabase, type TestDatabase } from '../test/database';
import { purgeExpired } from './db-rate-limiter';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  ({ testDb, database } = await migratedTestDatabase());
});
afterAll(() => testDb.drop());

const keys = async () => (await database.db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((r) => r.key);

describe('the purge of expired counts', () => {
  it('deletes the expired counts and keeps the live ones', async () => {
    const now = Date.now();
    await database.db
      .insertInto('rate_limits')
      .values([
        { key: 'purge:expired', points: 1, expires_at: now - 1 },
        { key: 'purge:live', points: 1, expires_at: now + 60_000 },
      ])
      .execute();
    await purgeExpired(database, now);
    expect(await keys()).toEqual(['purge:live']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('does not wait for a count another statement holds (PostgreSQL)', async () => {
    const now = Date.now();
    await database.db
      .insertInto('rate_limits')
      .values([
        { key: 'purge:held', points: 1, expires_at: now - 1 },
        { key: 'purge:free', points: 1, expires_at: now - 1 },
      ])
      .execute();
    // A guess's upsert holding a row: a purge that waited for it here would never return.
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('rate_limits').select('key').where('key', '=', 'purge:held').forUpdate().execute();
      await purgeExpired(database, now);
    });
    expect(await keys()).toEqual(['purge:held', 'purge:live']);
  });
});
