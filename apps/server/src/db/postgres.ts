import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { withStatementNames } from './postgres-statements';

/**
 * `schema` puts every unqualified table in that schema (search_path); the tests use a fresh schema
 * per test file.
 */
export function postgresDialect(url: string, schema?: string): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    types: {
      // int8 columns hold epoch milliseconds, ids and counts, all far below 2^53: read them as numbers.
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  return new PostgresDialect({ pool: withStatementNames(pool) });
}
