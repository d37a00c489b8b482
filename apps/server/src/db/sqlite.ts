import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import { withStatementCache } from './sqlite-statements';

/** How long a statement waits for another process's write lock before failing with SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

const OPTIMIZE_EVERY_MS = 60 * 60_000;

/**
 * Every connection's settings; the bench's bare provider on SQLite opens its file with them too.
 * WAL lets readers in other processes carry on while one process writes; with WAL, `synchronous =
 * NORMAL` syncs at checkpoints, not at every commit.
 */
export const SQLITE_PRAGMAS = ['journal_mode = WAL', 'synchronous = NORMAL', 'foreign_keys = ON'] as const;

export function sqliteDialect(file: string): SqliteDialect {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
  // The planner needs table statistics: without them it reads every grant to find a merged
  // account's (account_id in (a, b)). SQLite's advice for long-lived connections: optimize when
  // opening, then now and then; each run only analyses the tables that changed, within a limit.
  // Statistics only make plans better: another process's long write (SQLITE_BUSY) skips a run.
  const optimize = (pragma: string) => {
    try {
      database.pragma(pragma);
    } catch {
      /* the next run catches up */
    }
  };
  optimize('optimize = 0x10002');
  const optimizer = setInterval(() => optimize('optimize'), OPTIMIZE_EVERY_MS).unref();
  const statements = withStatementCache(database);
  const close = () => {
    clearInterval(optimizer);
    statements.close();
  };
  return new ImmediateSqliteDialect({ database: { ...statements, close } });
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
