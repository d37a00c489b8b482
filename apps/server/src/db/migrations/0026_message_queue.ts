import { sql, type Migration } from 'kysely';
import { idColumn, type MigrationDb } from './columns';

/**
 * Durable delivery of e-mails and text messages (issue 36; docs/operations.md, Delivery). With
 * real delivery configured, a message is queued here and every server process's worker sends it,
 * retrying with back-off. The dev outbox keeps its own table.
 *
 * - `message_id`: random, the same at every attempt (the SMS webhook's X-Portal-Message-Id, the
 *   e-mail's Message-ID), so a receiver can drop a retried duplicate.
 * - `recipient` is masked; the address, subject and bodies (codes, links) are sealed together in
 *   `body_sealed` (AES-256-GCM keyed from APP_SECRET), cleared once the message is finished.
 * - `next_attempt_at` is the claim (a conditional update moves it on, the lease) and null once the
 *   message is finished: `state` says how (sent, expired, given_up). `expires_at` is a code's or
 *   link's own expiry: never sent after it.
 */
export const messageQueue: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('message_queue')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('message_id', 'text', (c) => c.notNull().unique())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('body_sealed', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('finished_at', 'bigint')
      .addColumn('last_error', 'text')
      .execute();
    // The worker's lookup of due messages; finished ones (null) stay out of it.
    await db.schema.createIndex('message_queue_due').on('message_queue').column('next_attempt_at').where(sql.ref('next_attempt_at'), 'is not', null).execute();
    // The pruning of old finished messages.
    await db.schema.createIndex('message_queue_created_at').on('message_queue').column('created_at').execute();
    // The CLI's newest messages in one state.
    await db.schema.createIndex('message_queue_state_id').on('message_queue').columns(['state', 'id']).execute();
  },
};
