import { sql } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { cardNumberDigest, nationalRegisterNumberDigest } from '../lib/identity-digest';
import { hashPassword } from '../lib/passwords';
import { createAccount, hasAccounts } from '../modules/accounts';
import { linkUpstreamAccount } from '../modules/federation';
import { addInitialMethods, type InitialMethod } from '../modules/mfa';
import { DEMO_MICROSOFT_ISSUER, DEMO_PASSWORD, DEMO_RECOVERY_KEYS, DEMO_TOTP_SECRET, demoAccounts, type DemoAccount } from './accounts';
import { seedDemoCards } from './cards';

export { DEMO_PASSWORD } from './accounts';

// Arbitrary key of the PostgreSQL advisory lock that serialises seeding.
const SEED_LOCK_KEY = 720_431_001;

/** A demo account's methods; an authenticator comes with the shared secret and keys, some used. */
/** The demo card on file as the server stores it: the digests only (lib/identity-digest.ts). */
function cardOf(config: Pick<Config, 'appSecret'>, { card }: DemoAccount) {
  return {
    card_number_hash: card ? cardNumberDigest(config.appSecret, card.number) : null,
    national_register_number_hash: card?.nationalRegisterNumber ? nationalRegisterNumberDigest(config.appSecret, card.nationalRegisterNumber) : null,
  };
}

function initialMethods(account: DemoAccount): InitialMethod[] {
  return account.methods.map((m) =>
    m.method === 'totp'
      ? { method: 'totp', primary: m.primary, secret: DEMO_TOTP_SECRET, recoveryKeys: DEMO_RECOVERY_KEYS.map((key, i) => ({ key, used: i < m.usedKeys })) }
      : m,
  );
}

/**
 * Adds the demo accounts to a database without users, in one transaction, and the demo cards and
 * invitation codes (demo/cards.ts) to any database. Idempotent, and safe
 * when several processes start together: the second one waits for the lock, then finds users.
 * The authenticator secrets are sealed with the server's APP_SECRET.
 */
export async function seedDemoData(database: Database, config: Pick<Config, 'appSecret'>): Promise<boolean> {
  // The cards need no account, and their import is idempotent: it runs before the early return.
  await seedDemoCards(database, config, Date.now());
  if (await hasAccounts(database.db)) return false;
  // Hashing takes a while; do it before taking any lock. The accounts share one published password,
  // so one hash serves them all: hashing it for each account took half of a test file's start.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return database.db.transaction().execute(async (trx) => {
    // SQLite transactions here start with `begin immediate`, which already serialises writers.
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    if (await hasAccounts(trx)) return false;
    const now = Date.now();
    for (const account of demoAccounts) {
      const user = { ...account.user, ...cardOf(config, account), password_hash: passwordHash, created_at: now, last_password_change: now };
      const id = await createAccount(trx, user, { email: account.email, phone: account.phone, verified: true });
      await addInitialMethods(trx, config, id, initialMethods(account), now);
      for (const email of account.moreEmails ?? []) {
        await trx.insertInto('user_emails').values({ user_id: id, email, is_default: 0, verified: 1, created_at: now }).execute();
      }
      if (account.staff) await trx.insertInto('staff').values({ user_id: id, role: account.staff, created_at: now }).execute();
      if (account.microsoft) await linkUpstreamAccount(trx, { user_id: id, issuer: DEMO_MICROSOFT_ISSUER, subject: `demo-${id}`, email: account.microsoft, created_at: now });
    }
    return true;
  });
}
