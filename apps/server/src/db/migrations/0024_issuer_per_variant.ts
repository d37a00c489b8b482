import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * Each variant is an OpenID issuer of its own (issue 35): a client is registered for one variant or
 * both (the clients registered before stay on both), and every code, token and session the provider
 * stores carries the variant that issued it, so that the other issuer does not accept it. Rows stored
 * before have none: they were issued by PUBLIC_URL, the Belgian issuer.
 */
export const issuerPerVariant: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('oauth_clients').addColumn('variants', 'text', (c) => c.notNull().defaultTo('be lu')).execute();
    await db.schema.alterTable('oidc_payloads').addColumn('variant', 'text').execute();
  },
};
