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
  const migrator = await migratorFor(database, secrets);
  const run = () => migrator.migrateToLatest();
  const outcome: MigrationResultSet =
    database.dialect === 'sqlite' ? await withSqliteWriteLock(database.db, run, (r) => r.error !== undefined) : await run();
  if (outcome.error !== undefined) {
    const failed = outcome.results?.find((r) => r.status === 'Error')?.migrationName ?? 'setup';
    throw new Error(`Database migration ${failed} failed`, { cause: outcome.error });
  }
}

async function migratorFor(database: Database, secrets: MigrationSecrets): Promise<Migrator> {
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations(secrets) },
    // Unless told the schema, Kysely takes a kysely_migration table in any schema of the database
    // for ours; the one that counts is where the search_path puts our tables.
    migrationTableSchema: database.dialect === 'postgres' ? await currentSchema(database) : undefined,
  });
}

/** Where the database stands against this version's migrations. */
export interface SchemaState {
  /** This version's migrations in order, each with when it ran (null: pending). */
  known: { name: string; executedAt: Date | null }[];
  pending: string[];
  /** Migrations the database ran that this version does not know: a newer version migrated it. */
  newer: string[];
}

export async function schemaState(database: Database, secrets: MigrationSecrets): Promise<SchemaState> {
  const migrator = await migratorFor(database, secrets);
  const known = (await migrator.getMigrations()).map((m) => ({ name: m.name, executedAt: m.executedAt ?? null }));
  const executed = await executedMigrationNames(database);
  const knownNames = new Set(known.map((m) => m.name));
  return {
    known,
    pending: known.filter((m) => m.executedAt === null).map((m) => m.name),
    newer: executed.filter((name) => !knownNames.has(name)).sort(),
  };
}

async function executedMigrationNames(database: Database): Promise<string[]> {
  const schema = database.dialect === 'postgres' ? await currentSchema(database) : undefined;
  const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration' && (schema === undefined || t.schema === schema))) return [];
  const db = schema === undefined ? database.db : database.db.withSchema(schema);
  const rows = await db.selectFrom('kysely_migration' as never).select(sql<string>`name`.as('name')).execute();
  return rows.map((row) => row.name);
}

/** `0024_x` or `21 migrations, 0001_initial to 0025_y`: a start-up line stays readable on an empty database. */
export function listed(names: string[]): string {
  if (names.length === 1) return `migration ${names[0]}`;
  return names.length <= 3 ? `migrations ${names.join(', ')}` : `${names.length} migrations, ${names[0]} to ${names.at(-1)}`;
}

/** The database cannot be served by this version as it stands; the message says what to do. */
export class SchemaNotReady extends Error {
  override name = 'SchemaNotReady';
}

/** What `prepareSchema` found or did, for the start-up log. */
export type SchemaOutcome = { kind: 'current' } | { kind: 'migrated'; names: string[] } | { kind: 'newer'; names: string[] };

/**
 * Before a process serves: migrates (MIGRATE_ON_START, the default) or, when migrations are left
 * to `npm run cli -- migrate`, refuses to start on a database that lacks one. A database a newer
 * version has migrated is served as it is: every migration works with the code before it (the
 * rolling-upgrade rule, docs/operations.md), and Kysely would call it corrupted.
 */
export async function prepareSchema(database: Database, secrets: MigrationSecrets, migrateOnStart: boolean): Promise<SchemaOutcome> {
  const state = await schemaState(database, secrets);
  if (state.newer.length > 0) {
    if (state.pending.length > 0) {
      throw new SchemaNotReady(`The database ran migrations this version does not know (${state.newer.join(', ')}) but lacks ${state.pending.join(', ')}: upgrade this process`);
    }
    return { kind: 'newer', names: state.newer };
  }
  if (state.pending.length === 0) return { kind: 'current' };
  if (!migrateOnStart) {
    throw new SchemaNotReady(`The database lacks ${listed(state.pending)}: run \`npm run cli -- migrate\` first (MIGRATE_ON_START=false)`);
  }
  await migrateToLatest(database, secrets);
  return { kind: 'migrated', names: state.pending };
}

async function currentSchema({ db }: Database): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The PostgreSQL search_path names no existing schema');
  return schema;
}
