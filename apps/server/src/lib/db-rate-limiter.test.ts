import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migratedTestDatabase, type TestDatabase } from '../test/database';
import { purgeExpired, subtractFromCounts, upsertCounts } from './db-rate-limiter';

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

describe('a count given back', () => {
  const take = (now: number) => upsertCounts(database.db, [{ key: 'give:free', points: 1, expires_at: now + 900_000 }], now).execute();

  it('to 0 ends its window: the next guess starts a window of its own', async () => {
    const start = Date.now();
    await take(start);
    await subtractFromCounts(database.db, [{ key: 'give:free', points: -2_147_483_647 }], start + 1_000).execute();
    const later = start + 840_000;
    const [row] = await take(later);
    expect(Number(row?.points)).toBe(1);
    expect(Number(row?.expires_at)).toBe(later + 900_000);
  });

  it('partly keeps its window', async () => {
    const start = Date.now();
    await upsertCounts(database.db, [{ key: 'give:part', points: 2, expires_at: start + 900_000 }], start).execute();
    await subtractFromCounts(database.db, [{ key: 'give:part', points: -1 }], start + 1_000).execute();
    const [row] = await upsertCounts(database.db, [{ key: 'give:part', points: 1, expires_at: start + 990_000 }], start + 2_000).execute();
    expect(Number(row?.points)).toBe(2);
    expect(Number(row?.expires_at)).toBe(start + 900_000);
  });
});
