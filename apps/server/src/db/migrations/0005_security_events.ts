import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * The MFA audit trail becomes the one security event log: sign-ins, failures, lockouts, code
 * sends, consent and sessions besides MFA changes. `detail` holds a small JSON object where an
 * event needs more than its method (a client id, a channel).
 */
export const securityEvents: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('mfa_audit').renameTo('security_events').execute();
    await db.schema.alterTable('security_events').addColumn('detail', 'text').execute();
  },
};
