import { CamelCasePlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '../test/database';
import type { Database } from './database';
import { preparedQuery, preparedWrite } from './prepared-query';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  ({ testDb, database } = await migratedTestDatabase());
  await database.db
    .insertInto('rate_limits')
    .values([
      { key: 'a', points: 1, expires_at: 100 },
      { key: 'b', points: 2, expires_at: 200 },
      { key: 'c', points: 3, expires_at: 300 },
    ])
    .execute();
});
afterAll(() => testDb.drop());

describe('preparedQuery', () => {
  it('runs the query with each call’s own values, beside the constants the query holds', async () => {
    const query = preparedQuery((db, v: { after: number; limit: number }) =>
      db.selectFrom('rate_limits').select('key').where('expires_at', '>', v.after).where('points', '<', 10).orderBy('key').limit(v.limit),
    );
    expect(await query(database.db, { after: 0, limit: 5 })).toEqual([{ key: 'a' }, { key: 'b' }, { key: 'c' }]);
    expect(await query(database.db, { after: 150, limit: 5 })).toEqual([{ key: 'b' }, { key: 'c' }]);
    expect(await query(database.db, { after: 0, limit: 1 })).toEqual([{ key: 'a' }]);
    // In a transaction too, whose writes it sees.
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('rate_limits').values({ key: 'd', points: 4, expires_at: 400 }).execute();
      expect(await query(trx, { after: 350, limit: 5 })).toEqual([{ key: 'd' }]);
    });
  });

  it('builds the query once for a database and every transaction of it, and again for a database with plugins', async () => {
    let builds = 0;
    const query = preparedQuery((db, v: { key: string }) => {
      builds += 1;
      return db.selectFrom('rate_limits').select('expires_at').where('key', '=', v.key);
    });
    expect(await query(database.db, { key: 'a' })).toEqual([{ expires_at: 100 }]);
    for (let i = 0; i < 2; i++) await database.db.transaction().execute(async (trx) => expect(await query(trx, { key: 'b' })).toEqual([{ expires_at: 200 }]));
    expect(builds).toBe(1);
    // A plugin changes the SQL or the rows: that database gets its own.
    expect(await query(database.db.withPlugin(new CamelCasePlugin()), { key: 'c' })).toEqual([{ expiresAt: 300 }]);
    expect(builds).toBe(2);
  });

  it('refuses a value used to choose the query rather than as a parameter of it', async () => {
    const query = preparedQuery((db, v: { cheap: boolean }) => {
      const all = db.selectFrom('rate_limits').select('key');
      return v.cheap ? all.where('points', '<', 2) : all;
    });
    await expect(query(database.db, { cheap: false })).rejects.toThrow(/the value cheap is not a parameter/);
  });

  it('answers how many rows a prepared write changed, on every database object it meets', async () => {
    const setPoints = preparedWrite((db, v: { key: string; points: number }) => db.updateTable('rate_limits').set({ points: v.points }).where('key', '=', v.key));
    const other = testDb.open();
    expect(await setPoints(database.db, { key: 'b', points: 7 })).toBe(1n);
    expect(await setPoints(other.db, { key: 'nope', points: 8 })).toBe(0n);
    expect(await other.db.selectFrom('rate_limits').select('points').where('key', '=', 'b').executeTakeFirst()).toEqual({ points: 7 });
  });
});
