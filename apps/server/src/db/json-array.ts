import { PostgresAdapter, type RawBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import type { Db } from './database';

type Subquery<O> = Parameters<typeof sqliteJsonArray<O>>[0];

/**
 * The rows of a subquery as one JSON array in a column of the outer query, so that a row and its
 * few children come in one statement with one row: on PostgreSQL a round trip less than a second
 * query, on SQLite cheaper than a join of the children (which SQLite materialises and sorts in a
 * temporary table). The order of the elements is not defined: sort them after `parsedJsonArray`.
 */
export function jsonArrayFrom<O>(db: Db, rows: Subquery<O>): RawBuilder<O[] | string> {
  // Both helpers type their rows as JSON would carry them (dates as strings): ours hold numbers and text.
  return (db.getExecutor().adapter instanceof PostgresAdapter ? postgresJsonArray(rows) : sqliteJsonArray(rows)) as RawBuilder<O[] | string>;
}

/** The array of a `jsonArrayFrom` column: node-postgres parses JSON itself, SQLite answers its text. */
export function parsedJsonArray<O>(column: O[] | string): O[] {
  return typeof column === 'string' ? (JSON.parse(column) as O[]) : column;
}
