// Bulk-inserts N users that can sign in (bench-user-<n>@bench.example, the demo password) into the
// portal's PostgreSQL schema, for the scale rows. One argon2 hash, made by the portal's own
// hashPassword, is shared by all: a hash per user would take hours and measures nothing more.
// Set-based INSERT … SELECT generate_series in batches: 1,000,000 users take minutes, not hours.
// Usage: npm run bench:seed-users -- --users N [--schema NAME]   (BENCH_DATABASE_URL)
// The schema must already hold the portal's tables (start the portal on it once).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/demo/accounts';
import { hashPassword } from '../apps/server/src/lib/passwords';

const BATCH = 50_000;

export const seededUser = (n: number) => `bench-user-${n}@bench.example`;

/** Adds users until the schema holds `count` bench users; answers how many it inserted. */
export async function seedUsers(databaseUrl: string, schema: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from users where firstname = 'Bench'`);
    const existing = Number(rows[0]?.n ?? 0);
    const now = Date.now();
    for (let from = existing + 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      // One statement per batch: the users, then their default e-mail and phone, by the ids it made.
      await client.query(
        `with made as (
           insert into users (firstname, lastname, language, password_hash, last_password_change, created_at)
           select 'Bench', g::text, 'en', $1, $2, $2 from generate_series($3::int, $4::int) g
           returning id, lastname
         ), emails as (
           insert into user_emails (user_id, email, is_default, verified, created_at)
           select id, 'bench-user-' || lastname || '@bench.example', 1, 1, $2 from made
         )
         insert into user_phones (user_id, phone, is_default, verified, created_at)
         select id, '+3249' || lpad(lastname, 7, '0'), 1, 1, $2 from made`,
        [passwordHash, now, from, to],
      );
    }
    await client.query('analyze users; analyze user_emails; analyze user_phones');
    // Write the bulk insert out now, so that its checkpoint does not land in the measured runs.
    await client.query('checkpoint').catch(() => console.error('checkpoint skipped (needs a superuser or pg_checkpoint)'));
    return Math.max(0, count - existing);
  } finally {
    await client.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const value = (flag: string) => args[args.indexOf(flag) + 1];
  const count = Number(value('--users'));
  if (!args.includes('--users') || !Number.isInteger(count) || count < 1) {
    console.error('usage: npm run bench:seed-users -- --users N [--schema NAME]   (BENCH_DATABASE_URL)');
    process.exit(2);
  }
  const started = performance.now();
  const schema = args.includes('--schema') ? (value('--schema') ?? 'public') : 'public';
  const inserted = await seedUsers(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', schema, count);
  console.log(`inserted ${inserted} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
