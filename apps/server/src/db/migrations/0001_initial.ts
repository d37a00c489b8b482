import type { Migration } from 'kysely';
import { idColumn, userReference, type MigrationDb } from './columns';

/**
 * The walking skeleton's tables. Portable types only: text, integer (booleans as 0/1), bigint
 * (epoch milliseconds; SQLite gives it integer affinity).
 */
export const initial: Migration = {
  async up(db: MigrationDb) {
    const id = idColumn(db);
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', id)
      .addColumn('firstname', 'text', (c) => c.notNull())
      .addColumn('lastname', 'text', (c) => c.notNull())
      .addColumn('birthdate', 'text')
      .addColumn('gender', 'text')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('password_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_password_change', 'bigint')
      .addColumn('mfa_forced', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('mfa_customer', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('user_id', 'bigint')
      .addColumn('customer_user_id', 'bigint')
      .addColumn('fridom_user_id', 'bigint')
      .addColumn('card_number', 'text')
      .addColumn('national_register_number', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    for (const [table, column] of [['user_emails', 'email'], ['user_phones', 'phone']] as const) {
      await db.schema
        .createTable(table)
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', userReference)
        .addColumn(column, 'text', (c) => c.notNull().unique())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex(`${table}_user_id`).on(table).column('user_id').execute();
    }

    await db.schema
      .createTable('mfa_methods')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', userReference)
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('target', 'text')
      .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mfa_methods_user_id').on('mfa_methods').column('user_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'integer', id)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', userReference)
      .addColumn('device_id', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('ip', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('login_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', userReference)
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('method_ids', 'text', (c) => c.notNull())
      .addColumn('chosen_method_id', 'integer', (c) => c.references('mfa_methods.id').onDelete('set null'))
      .addColumn('code_hash', 'text')
      .addColumn('code_sent_at', 'bigint')
      .addColumn('code_expires_at', 'bigint')
      .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('completed_at', 'bigint')
      .execute();
    await db.schema.createIndex('login_attempts_user_id').on('login_attempts').column('user_id').execute();
    await db.schema.createIndex('login_attempts_chosen_method_id').on('login_attempts').column('chosen_method_id').execute();

    await db.schema
      .createTable('trusted_devices')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', userReference)
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('trusted_devices_user_device', ['user_id', 'device_id'])
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'integer', id)
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_recipient_created_at').on('outbox').columns(['recipient', 'created_at']).execute();
    await db.schema.createIndex('outbox_created_at').on('outbox').column('created_at').execute();
  },
};
