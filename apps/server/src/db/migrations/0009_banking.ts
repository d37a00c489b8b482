import type { Migration } from 'kysely';
import { idColumn, userReference, type MigrationDb } from './columns';

/**
 * IBANs, one row per change, so that a new one can wait out its delay while partner apps still
 * receive the previous one. The IBAN itself is sealed (lib/secret-box.ts, bound to the account);
 * country, last four characters and length are kept in clear for the owner's mask only.
 * `effective_at` is when partner apps start receiving it; a cancelled row is never effective.
 */
export const banking: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('user_ibans')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', userReference)
      .addColumn('iban_sealed', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('length', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('effective_at', 'bigint', (c) => c.notNull())
      .addColumn('cancelled_at', 'bigint')
      .execute();
    await db.schema.createIndex('user_ibans_user_id_created_at').on('user_ibans').columns(['user_id', 'created_at']).execute();
  },
};
