import { Kysely, type LogEvent } from 'kysely';
import type pg from 'pg';
import type { DatabaseTarget } from '../config/config';
import { postgresDialect, type PostgresOptions } from './postgres';
import { sqliteDialect } from './sqlite';
import type { Tables } from './types';

export type Db = Kysely<Tables>;

export interface Database {
  db: Db;
  dialect: DatabaseTarget['dialect'];
  /** PostgreSQL's connection pool, read by the metrics; SQLite has none (one connection). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
}

export interface DatabaseOptions extends PostgresOptions {
  /** Told each query with its duration (Kysely's `log`): the metrics' timer, given only when they are on. */
  log?: (event: LogEvent) => void;
}

/** `options` are PostgreSQL's: `schema` sets the search_path, as `?options=-c search_path=...` in the URL does. */
export function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Database {
  const log = options.log ? { log: options.log } : {};
  if (target.dialect === 'sqlite') return { db: new Kysely<Tables>({ dialect: sqliteDialect(target.file), ...log }), dialect: 'sqlite' };
  const { dialect, pool } = postgresDialect(target.url, options);
  return { db: new Kysely<Tables>({ dialect, ...log }), dialect: 'postgres', pool };
}
