import { Kysely } from 'kysely';
import type { DatabaseTarget } from '../config/config';
import { postgresDialect, type PostgresOptions } from './postgres';
import { sqliteDialect } from './sqlite';
import type { Tables } from './types';

export type Db = Kysely<Tables>;

export interface Database {
  db: Db;
  dialect: DatabaseTarget['dialect'];
}

/** `options` are PostgreSQL's: `schema` sets the search_path, as `?options=-c search_path=...` in the URL does. */
export function openDatabase(target: DatabaseTarget, options: PostgresOptions = {}): Database {
  if (target.dialect === 'sqlite') return { db: new Kysely<Tables>({ dialect: sqliteDialect(target.file) }), dialect: 'sqlite' };
  return { db: new Kysely<Tables>({ dialect: postgresDialect(target.url, options) }), dialect: 'postgres' };
}
