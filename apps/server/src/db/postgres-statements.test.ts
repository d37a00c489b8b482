import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '../test/database';
import type { Database } from './database';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  ({ testDb, database } = await migratedTestDatabase());
});
afterAll(() => testDb.drop());

// The SQLite connection keeps its statements in sqlite-statements.ts; this is about PostgreSQL's.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL statements', () => {
  it('prepares a query with parameters once per connection and runs it again with other values', async () => {
    const query = (db: Database['db'], id: number) => db.selectFrom('users').select('id').where('id', '=', id);
    const prepared = await database.db.transaction().execute(async (trx) => {
      await query(trx, 1).execute();
      await query(trx, 2).execute();
      return (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx)).rows;
    });
    expect(prepared.filter((p) => p.statement === query(database.db, 1).compile().sql)).toHaveLength(1);
  });

  it('leaves a select * unnamed, so that a column added by a newer process cannot break it', async () => {
    const query = database.db.selectFrom('users').selectAll().where('id', '=', 1);
    const prepared = await database.db.transaction().execute(async (trx) => {
      await trx.executeQuery(query.compile());
      await trx.executeQuery(query.compile());
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows;
    });
    expect(prepared.map((p) => p.statement)).not.toContain(query.compile().sql);
  });

  it('runs text without parameters, several statements included, as before', async () => {
    const rows = await database.db.transaction().execute(async (trx) => {
      await sql.raw('create temporary table t_plain (x int); insert into t_plain values (7)').execute(trx);
      return (await sql<{ x: number }>`select x from t_plain`.execute(trx)).rows;
    });
    expect(rows).toEqual([{ x: 7 }]);
  });

  it('answers the same query with its own values on every connection at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => sql<{ n: number }>`select ${i}::int as n`.execute(database.db)));
    expect(answers.map((a) => a.rows[0]?.n)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });
});
