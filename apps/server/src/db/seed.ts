import { sql } from 'kysely';
import { hashPassword } from '../lib/passwords';
import { recoveryKeyHash } from '../modules/mfa/factors/recovery-keys';
import { sealTotpSecret } from '../modules/mfa/factors/totp-secrets';
import type { Config } from '../config/config';
import type { Database, Db } from './database';
import { DEMO_PASSWORD, DEMO_RECOVERY_KEYS, DEMO_TOTP_SECRET, demoAccounts, type DemoAccount } from './demo-accounts';

export { DEMO_PASSWORD } from './demo-accounts';

// Arbitrary key of the PostgreSQL advisory lock that serialises seeding.
const SEED_LOCK_KEY = 720_431_001;

const hasUsers = async (db: Db) => (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;

/** The account's MFA methods; an authenticator comes with its recovery keys, some marked used. */
async function seedMethods(trx: Db, config: Pick<Config, 'appSecret'>, userId: number, account: DemoAccount, now: number): Promise<void> {
  for (const m of account.methods) {
    const common = { user_id: userId, is_primary: m.primary ? 1 : 0, created_at: now };
    if (m.method !== 'totp') {
      await trx.insertInto('mfa_methods').values({ ...common, method: m.method, target: m.target }).execute();
      continue;
    }
    const secret_enc = sealTotpSecret(config, userId, DEMO_TOTP_SECRET);
    await trx.insertInto('mfa_methods').values({ ...common, method: 'totp', target: null, secret_enc }).execute();
    await trx.insertInto('mfa_methods').values({ ...common, method: 'totpRecovery', target: null, is_primary: 0 }).execute();
    await trx
      .insertInto('recovery_keys')
      .values(DEMO_RECOVERY_KEYS.map((key, i) => ({ user_id: userId, key_hash: recoveryKeyHash(config.appSecret, userId, key), used_at: i < m.usedKeys ? now : null, created_at: now })))
      .execute();
  }
}

/**
 * Adds the demo accounts to a database without users, in one transaction. Idempotent, and safe
 * when several processes start together: the second one waits for the lock, then finds users.
 * The authenticator secrets are sealed with the server's APP_SECRET.
 */
export async function seedDemoData(database: Database, config: Pick<Config, 'appSecret'>): Promise<boolean> {
  if (await hasUsers(database.db)) return false;
  // Hashing takes a while; do it before taking any lock.
  const hashes = await Promise.all(demoAccounts.map(() => hashPassword(DEMO_PASSWORD)));
  return database.db.transaction().execute(async (trx) => {
    // SQLite transactions here start with `begin immediate`, which already serialises writers.
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    if (await hasUsers(trx)) return false;
    const now = Date.now();
    for (const [index, account] of demoAccounts.entries()) {
      const { id } = await trx
        .insertInto('users')
        .values({ ...account.user, password_hash: hashes[index] ?? '', created_at: now, last_password_change: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const contact = { user_id: id, is_default: 1, verified: 1, created_at: now };
      await trx.insertInto('user_emails').values({ ...contact, email: account.email }).execute();
      await trx.insertInto('user_phones').values({ ...contact, phone: account.phone }).execute();
      await seedMethods(trx, config, id, account, now);
    }
    return true;
  });
}
