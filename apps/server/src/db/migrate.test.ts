import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';
import { demoAccounts } from '../demo/accounts';
import { seedDemoData } from '../demo/seed';

const secrets = { appSecret: 'x'.repeat(32) };

let testDb: TestDatabase | undefined;
let otherDb: TestDatabase | undefined;
afterEach(async () => {
  await Promise.all([testDb?.drop(), otherDb?.drop()]);
  [testDb, otherDb] = [undefined, undefined];
});

describe('migrations', () => {
  it('run from two connections at once without failing, and only once', async () => {
    testDb = await createTestDatabase();
    const [first, second] = [testDb.open(), testDb.open()];
    await Promise.all([migrateToLatest(first, secrets), migrateToLatest(second, secrets)]);
    const applied = await first.db.selectFrom('kysely_migration' as never).select(sql<string>`name`.as('name')).orderBy(sql`name`).execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations(secrets)));
    await migrateToLatest(second, secrets);
  });

  it('create their own tables beside another migrated schema of the same database server', async () => {
    [testDb, otherDb] = [await createTestDatabase(), await createTestDatabase()];
    const [database, other] = [testDb.open(), otherDb.open()];
    await migrateToLatest(other, secrets);
    await migrateToLatest(database, secrets);
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('leave a schema where the demo seed runs once, even when two processes seed together', async () => {
    testDb = await createTestDatabase();
    const [first, second] = [testDb.open(), testDb.open()];
    await migrateToLatest(first, secrets);
    const seeded = await Promise.all([seedDemoData(first, secrets), seedDemoData(second, secrets)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoData(first, secrets)).toBe(false);
    const { count } = await first.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(demoAccounts.length);
  });

  it('cascade deletes from users to everything that belongs to them', async () => {
    testDb = await createTestDatabase();
    const database = testDb.open();
    await migrateToLatest(database, secrets);
    await seedDemoData(database, secrets);
    await database.db.deleteFrom('users').execute();
    for (const table of ['user_emails', 'user_phones', 'mfa_methods', 'recovery_keys'] as const) {
      expect(await database.db.selectFrom(table).select('id').execute()).toEqual([]);
    }
  });
});
