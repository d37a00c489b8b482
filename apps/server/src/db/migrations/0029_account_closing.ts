import type { Migration } from 'kysely';
import { idColumn, type MigrationDb } from './columns';

/**
 * Deleting one's account (issue 38, docs/privacy.md). `closed_at`: when the person closed it (no
 * sign-in path opens it, it can be restored); `erase_at`: when the sweep erases it, the sweep's
 * indexed lookup (null on open accounts, so the index holds only closed ones' times).
 *
 * `erased_account_events` keeps the security events of erased accounts, pseudonymised: the
 * action, method and time under a random pseudonym per erased account, nothing else. A table of
 * its own because security_events.user_id references users with ON DELETE CASCADE (migration
 * 0002): re-keying the rows in place would need a user row to point to, and changing that
 * constraint means rebuilding the largest table on SQLite.
 */
export const accountClosing: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('users').addColumn('closed_at', 'bigint').execute();
    await db.schema.alterTable('users').addColumn('erase_at', 'bigint').execute();
    await db.schema.createIndex('users_erase_at').on('users').column('erase_at').execute();
    await db.schema
      .createTable('erased_account_events')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('pseudonym', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('method', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
