import { sql } from 'kysely';
import { hashPassword } from '../lib/passwords';
import type { Database, Db } from './database';
import type { NewUser } from './types';

export const DEMO_PASSWORD = 'Demo-Password-1!';

interface DemoAccount {
  user: Omit<NewUser, 'password_hash' | 'created_at' | 'last_password_change'>;
  email: string;
  phone: string;
  methods: { method: 'email' | 'sms'; target: string; primary: boolean }[];
}

/** One account per sign-in path: MFA by e-mail or SMS, customer, weak password, no MFA, passkeys. */
const demoAccounts: DemoAccount[] = [
  {
    user: { firstname: 'Jan', lastname: 'Peeters', language: 'nl', user_id: 1001, fridom_user_id: 3001, customer_user_id: null, password_status: 0 },
    email: 'demo@example.com',
    phone: '+32470123456',
    methods: [
      { method: 'email', target: 'demo@example.com', primary: true },
      { method: 'sms', target: '+32470123456', primary: false },
    ],
  },
  {
    user: { firstname: 'Claire', lastname: 'Dubois', language: 'fr', customer_user_id: 2001, mfa_customer: 1 },
    email: 'customer@example.com',
    phone: '+32470123499',
    methods: [{ method: 'email', target: 'customer@example.com', primary: true }],
  },
  {
    user: { firstname: 'Wim', lastname: 'Zwak', language: 'nl', user_id: 1002, password_status: 1 },
    email: 'weak@example.com',
    phone: '+32470123477',
    methods: [{ method: 'email', target: 'weak@example.com', primary: true }],
  },
  {
    user: { firstname: 'Nora', lastname: 'Open', language: 'en', user_id: 1003 },
    email: 'nomfa@example.com',
    phone: '+32470123488',
    methods: [],
  },
  {
    // The passkey browser tests add and remove passkeys here, leaving the other accounts alone.
    user: { firstname: 'Petra', lastname: 'Claes', language: 'en', user_id: 1004 },
    email: 'passkey@example.com',
    phone: '+32470123466',
    methods: [{ method: 'email', target: 'passkey@example.com', primary: true }],
  },
];

// Arbitrary key of the PostgreSQL advisory lock that serialises seeding.
const SEED_LOCK_KEY = 720_431_001;

const hasUsers = async (db: Db) => (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;

/**
 * Adds the demo accounts to a database without users, in one transaction. Idempotent, and safe
 * when several processes start together: the second one waits for the lock, then finds users.
 */
export async function seedDemoData(database: Database): Promise<boolean> {
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
      if (account.methods.length > 0) {
        await trx
          .insertInto('mfa_methods')
          .values(account.methods.map((m) => ({ user_id: id, method: m.method, target: m.target, is_primary: m.primary ? 1 : 0, created_at: now })))
          .execute();
      }
    }
    return true;
  });
}
