import type { Migration } from 'kysely';
import { idColumn, userReference, type MigrationDb } from './columns';

/**
 * Security notices kept for /user/notifications, newest first per account. A new-device notice
 * points at the session that signed in (its browser and address); `reported_at` is set once, when
 * "This wasn't me" secured the account. sessions(user_id, device_id) answers "has this account
 * signed in from this device before?" on every sign-in.
 */
export const notifications: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', userReference)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .addColumn('reported_at', 'bigint')
      .execute();
    await db.schema.createIndex('notifications_user_id_created_at').on('notifications').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('sessions_user_id_device_id').on('sessions').columns(['user_id', 'device_id']).execute();
  },
};
