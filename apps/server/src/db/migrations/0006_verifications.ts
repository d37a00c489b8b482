import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * One verification primitive replaces login_attempts, mfa_challenges and passkey_challenges: a
 * purpose, the subject it is bound to, a hashed secret, purpose-specific data (JSON), expiry, sends
 * and guesses left. The old tables hold only short-lived rows, so they are dropped, not copied: an
 * open sign-in or step-up at deploy time simply starts again. `verification_sends` counts the codes
 * sent to one (hashed) address or number per hour, across every verification and process.
 */
export const verifications: Migration = {
  async up(db: MigrationDb) {
    await db.schema.dropTable('login_attempts').execute();
    await db.schema.dropTable('mfa_challenges').execute();
    await db.schema.dropTable('passkey_challenges').execute();

    await db.schema
      .createTable('verifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('cascade'))
      .addColumn('device_id', 'text')
      .addColumn('attempt_id', 'text')
      .addColumn('method_id', 'integer')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('code_sent_at', 'bigint')
      .addColumn('code_expires_at', 'bigint')
      .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('guesses_left', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('completed_at', 'bigint')
      .execute();
    await db.schema.createIndex('verifications_user_id_purpose_created_at').on('verifications').columns(['user_id', 'purpose', 'created_at']).execute();
    await db.schema.createIndex('verifications_session_id').on('verifications').column('session_id').execute();
    await db.schema.createIndex('verifications_expires_at').on('verifications').column('expires_at').execute();

    await db.schema
      .createTable('verification_sends')
      .addColumn('destination_hash', 'text', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('sends', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('verification_sends_pk', ['destination_hash', 'window_start'])
      .execute();
  },
};
