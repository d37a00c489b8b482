import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * Machine clients (issue 35): a partner's back end that calls the portal's API without a person
 * gets tokens with client_credentials only; the apps registered before keep the code flow.
 */
export const machineClients: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('oauth_clients').addColumn('grant_types', 'text', (c) => c.notNull().defaultTo('authorization_code refresh_token')).execute();
  },
};
