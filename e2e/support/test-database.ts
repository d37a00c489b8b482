import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * Each test server of the browser tests has a database of its own, named after it (`e2e_8090`,
 * `e2e_extra_8003`): a SQLite file under data/, or, when TEST_DATABASE_URL is set, a PostgreSQL
 * database of that name on its server. A database rather than a schema of a shared one, because
 * Kysely's migrator lists the tables of every schema and fails when a schema is dropped meanwhile:
 * the servers of parallel workers start, and so migrate, at the same time.
 */
export const serverDatabaseName = (port: number | string): string => `e2e_${port}`;

export function databaseUrl(name: string): string {
  checkName(name);
  if (!pgUrl) return `sqlite:${sqliteFile(name)}`;
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database if a previous run left it and makes it anew, empty; answers its URL. */
export async function emptyDatabase(name: string): Promise<string> {
  checkName(name);
  if (pgUrl) {
    await onServer(`drop database if exists ${name} with (force)`);
    await onServer(`create database ${name}`);
  } else {
    mkdirSync(join(root, 'data'), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile(name) + suffix, { force: true });
  }
  return databaseUrl(name);
}

/**
 * The rows of one query (parameters as $1, $2…) on a test server's database, read directly as a
 * support agent's screen or an operator would; none when the database or its tables do not exist yet.
 */
export async function readRows<Row>(name: string, query: string, params: unknown[] = []): Promise<Row[]> {
  checkName(name);
  if (!pgUrl) {
    if (!existsSync(sqliteFile(name))) return [];
    const db = new Database(sqliteFile(name), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(query.replace(/\$(\d+)/g, '?$1')).all(...params) as Row[];
    } catch (error) {
      if (error instanceof Error && /no such table/.test(error.message)) return [];
      throw error;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  try {
    await client.connect();
    return (await client.query(query, params)).rows as Row[];
  } catch (error) {
    // invalid_catalog_name, undefined_table: the server has not created or migrated it yet.
    if (['3D000', '42P01'].includes((error as { code?: string }).code ?? '')) return [];
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

function sqliteFile(name: string): string {
  return join(root, 'data', `${name}.db`);
}

/** The names go into SQL unquoted: only the shapes above. */
function checkName(name: string): void {
  if (!/^e2e_[a-z0-9_]+$/.test(name)) throw new Error(`Not a test database name: ${name}`);
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
