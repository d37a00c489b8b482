import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { withStatementNames } from './postgres-statements';

/** The pool's name in pg_stat_activity, unless the URL sets `application_name`. */
export const DEFAULT_APPLICATION_NAME = 'account-portal';

/**
 * How long a request waits for a connection (a free slot or a new one) before it fails, and so
 * answers 503: a PostgreSQL that does not answer must not hold requests without end.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export interface PostgresOptions {
  /** Puts every unqualified table in that schema (search_path); bench/query-plans.ts uses a schema of its own. */
  schema?: string;
  /** Overrides the default name; the tests give each file's pool its own, to end only their own connections. */
  applicationName?: string;
  /** A connection was lost outside a query (PostgreSQL restarted, the backend was terminated). */
  onConnectionError?: (error: Error) => void;
}

/** The dialect, and its pool for the metrics' gauges (connections open, idle, requests waiting). */
export function postgresDialect(url: string, options: PostgresOptions = {}): { dialect: PostgresDialect; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: options.applicationName ?? DEFAULT_APPLICATION_NAME,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    types: {
      // int8 columns hold epoch milliseconds, ids and counts, all far below 2^53: read them as numbers.
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  survivesLostConnections(pool, options.onConnectionError ?? (() => {}));
  return { dialect: new PostgresDialect({ pool: withStatementNames(pool) }), pool };
}

/**
 * When PostgreSQL restarts or a backend is terminated, node-postgres emits 'error' on the client,
 * and on the pool for an idle one; with no listener that ends the process. The pool already drops
 * such a client (an idle one at once, a checked-out one when it is released unqueryable) and opens
 * new ones on demand, so listening is all it takes to serve again once PostgreSQL is back. A
 * query in flight fails on its own and its request answers 503 (plugins/errors.ts).
 * pg-pool removes its own listener while a client is checked out: the client's listener covers
 * a connection lost between two queries of a request (inside a transaction, say).
 */
function survivesLostConnections(pool: pg.Pool, report: (error: Error) => void): void {
  pool.on('connect', (client) => client.on('error', report));
  // The pool re-emits an idle client's error, which the client's listener has already reported.
  pool.on('error', () => {});
}
