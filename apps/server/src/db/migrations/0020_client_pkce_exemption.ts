import type { Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * PKCE is required of every client (issue 32, RFC 9700 2.1.1); an operator may exempt one
 * confidential client whose library cannot send a code_challenge (`npm run cli -- clients pkce`).
 */
export const clientPkceExemption: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('oauth_clients').addColumn('pkce_exempt', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
