import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '../test/database';
import type { Database, Db } from './database';
import { groupCommit } from './group-commit';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  ({ testDb, database } = await migratedTestDatabase());
});
afterAll(() => testDb.drop());

const insert = (key: string, points = 1) => async (db: Db) => (await db.insertInto('rate_limits').values({ key, points, expires_at: 1 }).executeTakeFirst()).numInsertedOrUpdatedRows ?? 0n;
const keys = async (prefix: string) => (await database.db.selectFrom('rate_limits').select('key').where('key', 'like', `${prefix}%`).orderBy('key').execute()).map((r) => r.key);

describe('groupCommit', () => {
  it('commits the writes of one turn of the event loop as one transaction, and a lone write by itself', async () => {
    const commit = groupCommit(database.db);
    const seen: boolean[] = [];
    const write = (key: string) => (db: Db) => {
      seen.push(db.isTransaction);
      return insert(key)(db);
    };
    expect(await Promise.all([commit(write('turn-a')), commit(write('turn-b')), commit(write('turn-c'))])).toEqual([1n, 1n, 1n]);
    expect(seen).toEqual([true, true, true]);
    expect(await commit(write('turn-d'))).toBe(1n);
    expect(seen).toEqual([true, true, true, false]);
    expect(await keys('turn-')).toEqual(['turn-a', 'turn-b', 'turn-c', 'turn-d']);
  });

  it('answers a write only once it is committed: another connection already sees it', async () => {
    const commit = groupCommit(database.db);
    const other = testDb.open().db;
    await Promise.all(
      ['seen-a', 'seen-b'].map(async (key) => {
        await commit(insert(key));
        expect(await other.selectFrom('rate_limits').select('key').where('key', '=', key).executeTakeFirst()).toEqual({ key });
      }),
    );
  });

  it('reserves as a conditional update does: of 50 claims on one row in one batch, one wins', async () => {
    await database.db.insertInto('rate_limits').values({ key: 'claim', points: 0, expires_at: 1 }).execute();
    const commit = groupCommit(database.db);
    const claim = async (db: Db) => (await db.updateTable('rate_limits').set({ points: 1 }).where('key', '=', 'claim').where('points', '=', 0).executeTakeFirst()).numUpdatedRows;
    const counts = await Promise.all(Array.from({ length: 50 }, () => commit(claim)));
    expect(counts.filter((n) => n === 1n)).toHaveLength(1);
    expect(counts.filter((n) => n === 0n)).toHaveLength(49);
  });

  it('lets a failing write fail alone: the others of its batch are committed', async () => {
    await database.db.insertInto('rate_limits').values({ key: 'taken', points: 1, expires_at: 1 }).execute();
    const commit = groupCommit(database.db);
    const results = await Promise.allSettled([commit(insert('alone-a')), commit(insert('taken')), commit(insert('alone-b'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await keys('alone-')).toEqual(['alone-a', 'alone-b']);
    expect(await database.db.selectFrom('rate_limits').select('points').where('key', '=', 'taken').executeTakeFirst()).toEqual({ points: 1 });
  });
});
