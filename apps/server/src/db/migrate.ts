import { Migrator, sql, type MigrationResultSet } from 'kysely';
import type { Database } from './database';
import { migrations, type MigrationSecrets } from './migrations/index';
import { withSqliteWriteLock } from './sqlite-write-lock';

/**
 * Brings the schema up to date; safe when several processes start at once.
 *
 * Locking, as read in Kysely 0.28's source: on PostgreSQL the Migrator takes a session-level
 * `pg_advisory_lock` (PostgresAdapter.acquireMigrationLock) and runs the pending migrations in one
 * transaction, so a second process waits and then finds nothing to do. On SQLite, SqliteAdapter's
 * lock is a no-op that relies on the driver's single connection: that serialises one process only.
 * So on SQLite the whole run goes inside `begin immediate` (withSqliteWriteLock), which also makes
 * it atomic there. `secrets` is the server's configuration: migration 0018 digests under APP_SECRET.
 */
export async function migrateToLatest(database: Database, secrets: MigrationSecrets): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations(secrets) },
    // Unless told the schema, Kysely takes a kysely_migration table in any schema of the database
    // for ours; the one that counts is where the search_path puts our tables.
    migrationTableSchema: database.dialect === 'postgres' ? await currentSchema(database) : undefined,
  });
  const run = () => migrator.migrateToLatest();
  const outcome: MigrationResultSet =
    database.dialect === 'sqlite' ? await withSqliteWriteLock(database.db, run, (r) => r.error !== undefined) : await run();
  if (outcome.error !== undefined) {
    const failed = outcome.results?.find((r) => r.status === 'Error')?.migrationName ?? 'setup';
    throw new Error(`Database migration ${failed} failed`, { cause: outcome.error });
  }
}

async function currentSchema({ db }: Database): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The PostgreSQL search_path names no existing schema');
  return schema;
}
