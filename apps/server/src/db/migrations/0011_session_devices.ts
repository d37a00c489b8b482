import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * Devices and sessions on /security/history. Browser and system are read from the User-Agent once,
 * at sign-in, not on every listing. session_clients records which partner apps signed in through a
 * portal session (its "services"); session_settings holds the per-account session-history switch.
 * The event log is read newest first by id, a page at a time: (user_id, id) serves that.
 */
export const sessionDevices: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('sessions').addColumn('browser', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('os', 'text').execute();

    await db.schema
      .createTable('session_clients')
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('session_clients_pk', ['session_id', 'client_id'])
      .execute();

    await db.schema
      .createTable('session_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('history_enabled', 'integer', (c) => c.notNull())
      .execute();

    await db.schema.createIndex('security_events_user_id_id').on('security_events').columns(['user_id', 'id']).execute();
  },
};
