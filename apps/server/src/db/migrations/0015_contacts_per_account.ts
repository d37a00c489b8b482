import { PostgresAdapter, sql, type Migration } from 'kysely';
import { idColumn, userReference, type MigrationDb } from './columns';

/**
 * An e-mail address or phone number is unique per account, no longer globally (issue 10: "an e-mail
 * or phone can be used once per account set"; a second account meeting it is offered the merge).
 * Unique on (user_id, email) / (user_id, phone), plus a plain index for the look-up by address.
 *
 * PostgreSQL drops 0001's inline constraint by its generated name. SQLite cannot drop an inline
 * UNIQUE, so the table is rebuilt with the same columns (nothing references these tables, so the
 * drop cascades nowhere); this runs inside the migration run's `begin immediate` (migrate.ts).
 */
const tables = [
  ['user_emails', 'email'],
  ['user_phones', 'phone'],
] as const;

export const contactsPerAccount: Migration = {
  async up(db: MigrationDb) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const [table, column] of tables) {
      if (postgres) {
        await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_${column}_key`)}`.execute(db);
      } else {
        const rebuilt = `${table}_rebuilt`;
        await db.schema
          .createTable(rebuilt)
          .addColumn('id', 'integer', idColumn(db))
          .addColumn('user_id', 'integer', userReference)
          .addColumn(column, 'text', (c) => c.notNull())
          .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await sql`insert into ${sql.table(rebuilt)} (id, user_id, ${sql.ref(column)}, is_default, verified, created_at)
          select id, user_id, ${sql.ref(column)}, is_default, verified, created_at from ${sql.table(table)}`.execute(db);
        await db.schema.dropTable(table).execute();
        await db.schema.alterTable(rebuilt).renameTo(table).execute();
        await db.schema.createIndex(`${table}_user_id`).on(table).column('user_id').execute();
      }
      await db.schema.createIndex(`${table}_user_${column}`).on(table).columns(['user_id', column]).unique().execute();
      await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
    }
  },
};
