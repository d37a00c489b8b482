import { sql, type Migration } from 'kysely';
import type { MigrationDb } from './columns';

/**
 * Every refresh writes two tokens, and each index of oidc_payloads costs a token insert about as
 * much again as the row (issue 12). Tokens are looked up by id, grant and expiry only, so the
 * indexes of the other lookups leave them out: uid and user_code are null on tokens, and
 * account_id is now kept only on Grant and Session rows, the two models looked up by account
 * (the adapter writes it so). Each query on these columns compares them (`=`, `in`), which rules
 * out null, so SQLite and PostgreSQL both use the partial indexes.
 */
const partialIndexes = [
  ['oidc_payloads_uid', ['model', 'uid'], 'uid'],
  ['oidc_payloads_user_code', ['model', 'user_code'], 'user_code'],
  ['oidc_payloads_account_client', ['account_id', 'client_id'], 'account_id'],
] as const;

export const oidcTokenIndexes: Migration = {
  async up(db: MigrationDb) {
    await db.updateTable('oidc_payloads').set({ account_id: null }).where('model', 'not in', ['Grant', 'Session']).execute();
    for (const [name, columns, notNull] of partialIndexes) {
      await db.schema.dropIndex(name).execute();
      await db.schema.createIndex(name).on('oidc_payloads').columns([...columns]).where(sql.ref(notNull), 'is not', null).execute();
    }
  },
};
