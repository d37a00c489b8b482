import type { Migration } from 'kysely';
import { userReference, type MigrationDb } from './columns';

/**
 * The reminder schedule before forced MFA (specification section 4, Force-MFA: "after weeks of
 * reminders"; docs/mfa-api.md): one row per account on it, gone when the account is forced or has
 * set up its methods. `reminders_sent` is the claim of each weekly e-mail (a conditional update from
 * the value read), `next_at` the time of the next reminder or, once all are sent, of the forcing:
 * the sweep's indexed lookup. The banner stays hidden until `dismissed_until`.
 */
export const mfaReminders: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('mfa_reminders')
      .addColumn('user_id', 'integer', (c) => userReference(c).primaryKey())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('weeks', 'integer', (c) => c.notNull())
      .addColumn('reminders_sent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_reminded_at', 'bigint')
      .addColumn('next_at', 'bigint', (c) => c.notNull())
      .addColumn('dismissed_until', 'bigint')
      .execute();
    await db.schema.createIndex('mfa_reminders_next_at').on('mfa_reminders').column('next_at').execute();
  },
};
