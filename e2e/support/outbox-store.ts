import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type OutboxRow = { recipient: string; subject: string | null; text: string; html: string | null };

/**
 * Every message the dev outbox of a test server's database holds (the database named as
 * start-server.mjs and extra-server.ts name it: a SQLite file under data/, or a PostgreSQL schema
 * when TEST_DATABASE_URL is set). Read from the database, not the API: the API shows 50.
 * An absent database has no messages.
 */
export async function outboxOf(name: string): Promise<OutboxRow[]> {
  if (!/^e2e_[a-z0-9_]+$/.test(name)) throw new Error(`Not a test database name: ${name}`);
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const file = join(root, 'data', `${name}.db`);
    if (!existsSync(file)) return [];
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('select recipient, subject, text, html from outbox order by id').all() as OutboxRow[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const exists = await client.query(`select 1 from information_schema.tables where table_schema = $1 and table_name = 'outbox'`, [name]);
    if (exists.rowCount === 0) return [];
    return (await client.query<OutboxRow>(`select recipient, subject, text, html from ${name}.outbox order by id`)).rows;
  } finally {
    await client.end();
  }
}
