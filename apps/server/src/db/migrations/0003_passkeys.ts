import type { Migration } from 'kysely';
import { idColumn, userReference, type MigrationDb } from './columns';

/**
 * Passkeys (WebAuthn credentials) and their one-time challenges. A removed passkey keeps its row
 * (removed_at) so that its last change stays on record until the shared audit table takes over.
 */
export const passkeys: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', userReference)
      .addColumn('credential_id', 'text', (c) => c.notNull().unique())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('user_handle', 'text', (c) => c.notNull())
      .addColumn('aaguid', 'text', (c) => c.notNull())
      .addColumn('backed_up', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .addColumn('last_used_ip', 'text')
      .addColumn('changed_at', 'bigint', (c) => c.notNull())
      .addColumn('change', 'text', (c) => c.notNull())
      .addColumn('changed_device_id', 'text')
      .addColumn('changed_ip', 'text')
      .addColumn('changed_user_agent', 'text')
      .addColumn('removed_at', 'bigint')
      .execute();
    await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();

    await db.schema
      .createTable('passkey_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('attempt_id', 'text')
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('rp_id', 'text', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('passkey_challenges_user_id').on('passkey_challenges').column('user_id').execute();
    await db.schema.createIndex('passkey_challenges_expires_at').on('passkey_challenges').column('expires_at').execute();
  },
};
