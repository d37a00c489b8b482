import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * Account merging (docs/merge.md): the closed account's row is deleted once everything of it moved
 * onto the survivor, so there is no "closed" marker on users. Its id lives on here, so that the
 * `sub` a partner app knew for it still resolves. old_user_id deliberately references nothing: the
 * user it named is gone. user_id (the survivor) cascades: deleting the survivor drops its aliases.
 */
export const accountAliases: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('account_aliases')
      .addColumn('old_user_id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_aliases_user_id').on('account_aliases').column('user_id').execute();
  },
};
