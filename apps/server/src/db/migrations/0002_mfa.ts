import type { Migration } from 'kysely';
import { idColumn, userReference, type MigrationDb } from './columns';

/**
 * Multi-factor authentication: authenticator secrets, recovery keys, step-up challenges and
 * grants, set-up challenges, trusted-device tokens and the audit trail of MFA changes.
 */
export const mfa: Migration = {
  async up(db: MigrationDb) {
    const id = idColumn(db);
    // AES-256-GCM ciphertext of the TOTP secret, and the last time step accepted (a code works once).
    await db.schema.alterTable('mfa_methods').addColumn('secret_enc', 'text').execute();
    await db.schema.alterTable('mfa_methods').addColumn('last_used_step', 'bigint').execute();
    // Set-up refuses an address or number another account already uses as a method.
    await db.schema.createIndex('mfa_methods_method_target').on('mfa_methods').columns(['method', 'target']).execute();

    // The HttpOnly trust cookie's token, hashed; rows without one never skip the second factor.
    await db.schema.alterTable('trusted_devices').addColumn('token_hash', 'text').execute();
    await db.schema.alterTable('trusted_devices').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('trusted_devices').addColumn('ip', 'text').execute();
    await db.schema.alterTable('trusted_devices').addColumn('last_used_at', 'bigint').execute();

    await db.schema
      .createTable('recovery_keys')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', userReference)
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('recovery_keys_user_id').on('recovery_keys').column('user_id').execute();

    // Step-up (purpose 'sudo') and set-up (purpose 'enroll') challenges: the spec's mfaPayload.
    await db.schema
      .createTable('mfa_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', userReference)
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('method_id', 'integer', (c) => c.references('mfa_methods.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target', 'text')
      .addColumn('secret_enc', 'text')
      .addColumn('single', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bootstrap', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('code_hash', 'text')
      .addColumn('code_sent_at', 'bigint')
      .addColumn('code_expires_at', 'bigint')
      .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('completed_at', 'bigint')
      .execute();
    await db.schema.createIndex('mfa_challenges_user_id').on('mfa_challenges').column('user_id').execute();
    await db.schema.createIndex('mfa_challenges_session_id').on('mfa_challenges').column('session_id').execute();
    await db.schema.createIndex('mfa_challenges_method_id').on('mfa_challenges').column('method_id').execute();

    await db.schema
      .createTable('step_up_grants')
      .addColumn('id', 'integer', id)
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', userReference)
      .addColumn('single', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('step_up_grants_session_id').on('step_up_grants').column('session_id').execute();
    await db.schema.createIndex('step_up_grants_user_id').on('step_up_grants').column('user_id').execute();

    await db.schema
      .createTable('mfa_audit')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', userReference)
      .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('method', 'text')
      .addColumn('method_id', 'integer')
      .addColumn('device_id', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mfa_audit_user_id_created_at').on('mfa_audit').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('mfa_audit_session_id').on('mfa_audit').column('session_id').execute();
  },
};
