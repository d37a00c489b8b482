import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * Failure counters and spent captcha challenges when no Redis is configured, so that limits
 * survive a restart and are shared by every process on the database. One row per key; a row past
 * `expires_at` counts as absent and is overwritten by the next upsert.
 */
export const rateLimits: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_expires_at').on('rate_limits').column('expires_at').execute();
  },
};
