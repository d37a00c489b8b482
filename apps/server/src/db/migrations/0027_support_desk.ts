import type { Migration } from 'kysely';
import { userReference, type MigrationDb } from './columns';

/**
 * The support desk's foundation (issue 37; docs/support.md).
 *
 * - `staff`: the portal accounts that work the desk, each with its role (`agent` or `admin`); added
 *   and removed with `npm run cli -- staff ...`. Gone with its account.
 * - `sessions.second_factor`: how the sign-in of a session passed its second factor (`passkey`,
 *   `totp`, `email`, `sms`, `card`, `totpRecovery`); null when it passed none (a trusted device, an
 *   account without methods, Microsoft, a hand-over, a recovery, onboarding). The desk opens only
 *   to sessions signed in with a passkey or an authenticator. Sessions from before are null.
 * - `staff_sessions`: the desk's own last activity per session. Not `sessions.last_seen_at`: any
 *   portal request moves that one, so a profile page opened after 20 idle minutes would wake a
 *   desk that must have closed after 15.
 */
export const supportDesk: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('staff')
      .addColumn('user_id', 'integer', (c) => userReference(c).primaryKey())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('sessions').addColumn('second_factor', 'text').execute();
    await db.schema
      .createTable('staff_sessions')
      .addColumn('session_id', 'integer', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
