import { sql, type Migration } from 'kysely';
import { idColumn, type MigrationDb } from './columns';

/**
 * OpenID Connect Back-Channel Logout 1.0 (issue 35, docs/integrating.md).
 *
 * - oauth_clients.backchannel_logout_uri: where an app receives logout tokens (null: none).
 * - session_clients links a portal session to the provider session an app signed in through: its
 *   uid (the Session row to delete when the portal session ends), the `sid` the app got in its ID
 *   token and the `sub` (an account merged away later keeps its old one), and the issuer's variant.
 * - backchannel_logouts is the durable queue: one row per (client, sid), so however many endings and
 *   processes race, an app hears of a session once; `next_attempt_at` is the claim (a conditional
 *   update moves it on) and null once delivered or given up. backchannel_logout_attempts records
 *   each attempt's answer, for the CLI.
 */
export const backchannelLogout: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('oauth_clients').addColumn('backchannel_logout_uri', 'text').execute();

    await db.schema.alterTable('session_clients').addColumn('provider_session_uid', 'text').execute();
    await db.schema.alterTable('session_clients').addColumn('sid', 'text').execute();
    await db.schema.alterTable('session_clients').addColumn('sub', 'text').execute();
    await db.schema.alterTable('session_clients').addColumn('variant', 'text', (c) => c.notNull().defaultTo('be')).execute();

    await db.schema
      .createTable('backchannel_logouts')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('variant', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('sid', 'text', (c) => c.notNull())
      .addColumn('sub', 'text', (c) => c.notNull())
      .addColumn('jti', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('delivered_at', 'bigint')
      .addColumn('gave_up_at', 'bigint')
      .addUniqueConstraint('backchannel_logouts_client_sid', ['client_id', 'sid'])
      .execute();
    // The delivery round's lookup; finished rows (null) stay out of it.
    await db.schema.createIndex('backchannel_logouts_due').on('backchannel_logouts').column('next_attempt_at').where(sql.ref('next_attempt_at'), 'is not', null).execute();
    // The pruning of old finished rows.
    await db.schema.createIndex('backchannel_logouts_created_at').on('backchannel_logouts').column('created_at').execute();

    await db.schema
      .createTable('backchannel_logout_attempts')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('logout_id', 'integer', (c) => c.notNull().references('backchannel_logouts.id').onDelete('cascade'))
      .addColumn('at', 'bigint', (c) => c.notNull())
      // The HTTP status the app answered, or null with `error` when no answer came.
      .addColumn('status', 'integer')
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('backchannel_logout_attempts_logout_id').on('backchannel_logout_attempts').columns(['logout_id', 'id']).execute();
  },
};
