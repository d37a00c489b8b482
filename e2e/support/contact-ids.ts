import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { port } from './demo';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The id of an account's e-mail address in the test server's database (named as start-server.mjs
 * names it): what the support desk's person page would show the agent, a screen not built yet.
 */
export async function emailIdOf(email: string): Promise<number> {
  const name = `e2e_${port}`;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const db = new Database(join(root, 'data', `${name}.db`), { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('select id from user_emails where email = ?').get(email) as { id: number }).id;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return (await client.query<{ id: number }>(`select id from ${name}.user_emails where email = $1`, [email])).rows[0]!.id;
  } finally {
    await client.end();
  }
}
