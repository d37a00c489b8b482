import type { Migration } from 'kysely';
import { idColumn, userReference, type MigrationDb } from './columns';

/**
 * The OpenID Connect provider's storage: registered clients, the provider's artefacts (grants,
 * codes, tokens, sessions, interactions) and its signing keys; and the accounts of an upstream
 * identity provider linked to our users.
 */
export const oidc: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('oauth_clients')
      .addColumn('client_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      // sha256 of the secret; null for a public client (PKCE only).
      .addColumn('secret_hash', 'text')
      .addColumn('redirect_uris', 'text', (c) => c.notNull())
      .addColumn('post_logout_redirect_uris', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('id_token_alg', 'text', (c) => c.notNull().defaultTo('ES256'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    // One table for every oidc-provider model, as its adapter interface suggests.
    await db.schema
      .createTable('oidc_payloads')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('uid', 'text')
      .addColumn('user_code', 'text')
      .addColumn('account_id', 'text')
      .addColumn('client_id', 'text')
      .addColumn('expires_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
      .execute();
    const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('oidc_payloads').columns(columns).execute();
    await index('oidc_payloads_grant_id', ['grant_id']);
    await index('oidc_payloads_uid', ['model', 'uid']);
    await index('oidc_payloads_user_code', ['model', 'user_code']);
    await index('oidc_payloads_account_client', ['account_id', 'client_id']);
    await index('oidc_payloads_client_id', ['client_id']);
    await index('oidc_payloads_expires_at', ['expires_at']);

    await db.schema
      .createTable('oidc_signing_keys')
      .addColumn('kid', 'text', (c) => c.primaryKey())
      .addColumn('alg', 'text', (c) => c.notNull())
      // The private JWK, AES-256-GCM encrypted with a key derived from APP_SECRET.
      .addColumn('private_jwk', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('activates_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('external_logins')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', userReference)
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('external_logins_issuer_subject', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('external_logins_user_id').on('external_logins').column('user_id').execute();
  },
};
