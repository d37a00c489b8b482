import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Enough for every query the server builds (a few hundred); queries with lists of varying length may add more. */
const MAX_NAMED = 1_000;

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it again on each call, which
 * costs it more than running most of ours. This gives each SQL text with parameters a name, the
 * same on every connection of the process; node-postgres then prepares it once per connection and
 * later only binds values. Texts without parameters stay unnamed: they may hold several statements
 * (migrations), which only the simple protocol runs. So do texts with a `*`: a prepared `select *`
 * fails ("cached plan must not change result type") once a newer process's migration adds a column,
 * until the older process restarts. Past the limit new texts stay unnamed, so the statements each
 * connection keeps are bounded.
 */
export function withStatementNames(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `k${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const named = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely calls query(sql, parameters) only: it streams through a cursor, which the server never uses.
    query: ((text: string, values: readonly unknown[]) => {
      const name = values.length > 0 && !text.includes('*') ? nameOf(text) : undefined;
      return name === undefined ? client.query(text, [...values]) : client.query({ name, text, values: [...values] });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (wrapped === undefined) {
        wrapped = named(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
