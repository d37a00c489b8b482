import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.drop();
  testDb = undefined;
});

const secrets = { appSecret: 'x'.repeat(32) };
const before = Object.fromEntries(Object.entries(migrations(secrets)).filter(([name]) => name < '0015'));

describe('migration 0015: e-mails and phones unique per account', () => {
  it('keeps every row and allows the same address on two accounts, never twice on one', async () => {
    testDb = await createTestDatabase();
    const database = testDb.open();
    const { db } = database;
    const schema =
      database.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => before }, migrationTableSchema: schema });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const user = (n: number) => ({ firstname: `F${n}`, lastname: 'L', password_hash: 'x', created_at: n });
    const { id: a } = await db.insertInto('users').values(user(1)).returning('id').executeTakeFirstOrThrow();
    const { id: b } = await db.insertInto('users').values(user(2)).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('user_emails').values({ user_id: a, email: 'a@example.com', is_default: 1, verified: 1, created_at: 5 }).execute();
    await db.insertInto('user_phones').values({ user_id: a, phone: '+32470000001', is_default: 1, verified: 0, created_at: 6 }).execute();
    await expect(db.insertInto('user_emails').values({ user_id: b, email: 'a@example.com', is_default: 0, verified: 0, created_at: 7 }).execute()).rejects.toThrow();

    await migrateToLatest(database, secrets);

    expect(await db.selectFrom('user_emails').selectAll().execute()).toEqual([
      { id: expect.any(Number), user_id: a, email: 'a@example.com', is_default: 1, verified: 1, created_at: 5 },
    ]);
    expect(await db.selectFrom('user_phones').select(['user_id', 'phone', 'is_default', 'verified']).execute()).toEqual([
      { user_id: a, phone: '+32470000001', is_default: 1, verified: 0 },
    ]);
    await db.insertInto('user_emails').values({ user_id: b, email: 'a@example.com', is_default: 0, verified: 0, created_at: 8 }).execute();
    await db.insertInto('user_phones').values({ user_id: b, phone: '+32470000001', is_default: 0, verified: 0, created_at: 8 }).execute();
    await expect(db.insertInto('user_emails').values({ user_id: a, email: 'a@example.com', is_default: 0, verified: 0, created_at: 9 }).execute()).rejects.toThrow();
    await expect(db.insertInto('user_phones').values({ user_id: b, phone: '+32470000001', is_default: 0, verified: 0, created_at: 9 }).execute()).rejects.toThrow();
    // The rebuilt tables still disappear with their user.
    await db.deleteFrom('users').where('id', '=', b).execute();
    expect(await db.selectFrom('user_emails').select('user_id').execute()).toEqual([{ user_id: a }]);
  });
});
