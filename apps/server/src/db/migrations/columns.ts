import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations see an untyped Kysely: they describe the schema as it was at that point in history.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- by design: no table types in migrations
export type MigrationDb = Kysely<any>;

/** An auto-increment integer primary key: an identity column on PostgreSQL, AUTOINCREMENT on SQLite. */
export function idColumn(db: MigrationDb) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

/** A required reference to users.id that disappears with its user. */
export function userReference(col: ColumnDefinitionBuilder) {
  return col.notNull().references('users.id').onDelete('cascade');
}
