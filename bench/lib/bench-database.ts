import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import type { BenchOptions } from './options';
import { repoRoot } from './paths';

/**
 * The PostgreSQL schema of a run: made fresh at the start, dropped at the end. BENCH_SCHEMA names
 * another, so that two benches can share one database server without dropping each other's data.
 */
export const SCHEMA = process.env.BENCH_SCHEMA ?? 'bench';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(SCHEMA)) throw new Error(`BENCH_SCHEMA must be a lowercase SQL identifier, not ${JSON.stringify(SCHEMA)}`);
/** The schema of the bare provider on PostgreSQL (references/bare-provider-db.ts), beside the portal's. */
const REFERENCE_SCHEMA = `${SCHEMA.slice(0, 58)}_bare`;

/**
 * The portal's database for one run: a fresh SQLite file or a fresh PostgreSQL schema; and one of
 * the same kind for the bare provider on the database (`referenceUrl`).
 */
export class BenchDatabase {
  private readonly sqliteFile = resolve(repoRoot, `data/bench-${process.pid}.db`);
  private readonly referenceSqliteFile = resolve(repoRoot, `data/bench-${process.pid}-bare.db`);
  constructor(private readonly options: Pick<BenchOptions, 'database' | 'databaseUrl'>) {}

  private async onPostgres<T>(statements: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    await client.connect();
    try {
      return await statements(client);
    } finally {
      await client.end();
    }
  }

  /**
   * Prepares it; answers the portal's DATABASE_URL, the bare provider's BARE_DATABASE_URL and a
   * description for the table.
   */
  async create(): Promise<{ url: string; referenceUrl: string; describe: string }> {
    if (this.options.database === 'sqlite') return { url: `sqlite:${this.sqliteFile}`, referenceUrl: `sqlite:${this.referenceSqliteFile}`, describe: 'SQLite (fresh file)' };
    const rows = await this.onPostgres(async (client) => {
      for (const schema of [SCHEMA, REFERENCE_SCHEMA]) await client.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
      return (await client.query<{ server_version: string }>('show server_version')).rows;
    });
    const inSchema = (schema: string) => {
      const url = new URL(this.options.databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return url.toString();
    };
    return { url: inSchema(SCHEMA), referenceUrl: inSchema(REFERENCE_SCHEMA), describe: `PostgreSQL ${rows[0]?.server_version} (schema ${SCHEMA}; the bare provider's: ${REFERENCE_SCHEMA})` };
  }

  /** Synchronous part of the clean-up, for an exit in a hurry. */
  removeFile(): void {
    if (this.options.database !== 'sqlite') return;
    for (const file of [this.sqliteFile, this.referenceSqliteFile]) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }

  /** The data goes with the run: the PostgreSQL database may be shared with tests. */
  async remove(): Promise<void> {
    this.removeFile();
    if (this.options.database === 'postgres') await this.onPostgres((client) => client.query(`drop schema if exists ${SCHEMA} cascade; drop schema if exists ${REFERENCE_SCHEMA} cascade`)).catch(() => undefined);
  }
}
