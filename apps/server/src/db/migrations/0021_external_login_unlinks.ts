import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * Unlinking Microsoft from the profile (issue 34) keeps the link's row, marked: the upstream account
 * may not sign in here again, and the account is no longer linked by its e-mail address, which the
 * sign-in with Microsoft would otherwise do at once (docs/oauth.md).
 */
export const externalLoginUnlinks: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('external_logins').addColumn('unlinked_at', 'bigint').execute();
  },
};
