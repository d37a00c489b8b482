import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import { withStatementCache } from './sqlite-statements';

/** How long a statement waits for another process's write lock before failing with SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

export function sqliteDialect(file: string): SqliteDialect {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  // WAL lets readers in other processes carry on while one process writes.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  return new ImmediateSqliteDialect({ database: withStatementCache(database) });
}

/**
 * Kysely starts SQLite transactions with a plain (deferred) `begin`. When two processes both read
 * and then write in a deferred transaction, SQLite fails one of them with SQLITE_BUSY at once instead
 * of waiting. `begin immediate` takes the write lock up front, so the busy timeout applies.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;

  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
