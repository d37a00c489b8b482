import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from './database';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite';

const LOCK_WAIT_MS = 120_000;

/**
 * Runs `work` inside a `begin immediate` transaction: SQLite's single-writer lock, which other
 * connections (other processes, or another Kysely instance in this one) wait on. The wait is an
 * async retry loop with the busy timeout off, because better-sqlite3 waits synchronously and would
 * stall a second connection in the same process. `work` must use `db` only: Kysely's SQLite driver
 * has one connection, so everything it runs lands inside this transaction. It commits unless `work`
 * throws or says it failed.
 */
export async function withSqliteWriteLock<T>(db: Db, work: () => Promise<T>, failed: (result: T) => boolean): Promise<T> {
  await sql.raw('pragma busy_timeout = 0').execute(db);
  try {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        await sql.raw('begin immediate').execute(db);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
        await sleep(20 + Math.random() * 30);
      }
    }
  } finally {
    await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(db);
  }
  try {
    const result = await work();
    await sql.raw(failed(result) ? 'rollback' : 'commit').execute(db);
    return result;
  } catch (error) {
    await sql.raw('rollback').execute(db);
    throw error;
  }
}
