import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query the server builds (a few hundred); queries with lists of varying length may add more. */
const MAX_STATEMENTS = 2_000;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing costs more than running most of
 * ours. This keeps the prepared statements by their SQL. Sharing one is safe: the driver runs one
 * query at a time on its single connection and reads every result whole (`all`/`run`), and SQLite
 * prepares a statement again by itself after a schema change. Past the limit the oldest goes.
 */
export function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
