import type { Migration } from 'kysely';
import { idColumn, type MigrationDb } from './columns';

/**
 * What the card issuer sends us (cards and invitation codes, loaded by `npm run cli -- cards|invitations
 * import`) and what onboarding records on the account (terms, marketing choices). Invitation codes are
 * secrets: only their keyed hash is stored. users.card_number and users.national_register_number get
 * indexes because a forgotten username is looked up by either.
 */
export const cardsAndOnboarding: Migration = {
  async up(db: MigrationDb) {
    const id = idColumn(db);
    await db.schema
      .createTable('cards')
      .addColumn('id', 'integer', id)
      .addColumn('card_number', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('firstname', 'text')
      .addColumn('lastname', 'text')
      .addColumn('national_register_number', 'text')
      .addColumn('language', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('issued'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('activated_at', 'bigint')
      .addColumn('imported_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cards_user_id').on('cards').column('user_id').execute();

    await db.schema
      .createTable('invitations')
      .addColumn('id', 'integer', id)
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('firstname', 'text')
      .addColumn('lastname', 'text')
      .addColumn('company', 'text')
      .addColumn('language', 'text')
      .addColumn('expires_at', 'bigint')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('used_at', 'bigint')
      .addColumn('imported_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('invitations_user_id').on('invitations').column('user_id').execute();

    await db.schema.alterTable('users').addColumn('terms_accepted_at', 'bigint').execute();
    await db.schema.alterTable('users').addColumn('marketing_email', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('users').addColumn('marketing_sms', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('users_card_number').on('users').column('card_number').execute();
    await db.schema.createIndex('users_national_register_number').on('users').column('national_register_number').execute();
  },
};
