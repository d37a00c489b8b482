import type { LogEvent } from 'kysely';
import { Gauge, Histogram } from 'prom-client';
import type { Database } from '../../db/database';

/** SQLite's indexed reads take tens of microseconds; a PostgreSQL that froze, seconds. */
const BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export const queryDuration = new Histogram({
  name: 'portal_db_query_duration_seconds',
  help: 'Database queries by kind (select, insert, update, delete, other: transactions and raw SQL), with their duration',
  labelNames: ['kind'] as const,
  buckets: BUCKETS,
});

// One child per kind, made once: labelling each query by an object would cost more than timing it.
const other = queryDuration.labels('other');
const byNode: Partial<Record<string, typeof other>> = {
  SelectQueryNode: queryDuration.labels('select'),
  InsertQueryNode: queryDuration.labels('insert'),
  UpdateQueryNode: queryDuration.labels('update'),
  DeleteQueryNode: queryDuration.labels('delete'),
};

/**
 * Kysely's `log` for openDatabase: each query's duration, failed ones too, by the kind of its
 * operation node. Never the SQL: a label per statement text would grow without end.
 */
export function timeQuery(event: LogEvent): void {
  (byNode[event.query.query.kind] ?? other).observe(event.queryDurationMillis / 1000);
}

type Pool = NonNullable<Database['pool']>;
/** The pools of the apps of this process (one outside tests), read at each scrape. */
const pools = new Set<Pool>();
const sum = (read: (pool: Pool) => number) => [...pools].reduce((total, pool) => total + read(pool), 0);

/** Made at the first PostgreSQL pool, so that SQLite (one connection, no pool) shows none of them. */
let poolGauges: Gauge[] | undefined;
function ensurePoolGauges(): void {
  poolGauges ??= [
    new Gauge({ name: 'portal_db_pool_connections', help: 'PostgreSQL connections open in the pool (at most 10 per process)', collect() { this.set(sum((p) => p.totalCount)); } }),
    new Gauge({ name: 'portal_db_pool_idle_connections', help: 'PostgreSQL connections open and unused', collect() { this.set(sum((p) => p.idleCount)); } }),
    new Gauge({ name: 'portal_db_pool_waiting_requests', help: 'Queries waiting for a PostgreSQL connection (the pool is full)', collect() { this.set(sum((p) => p.waitingCount)); } }),
  ];
}

/** Reads the database's pool at each scrape until the returned function is called (the app's close). */
export function watchPool(database: Database): () => void {
  const pool = database.pool;
  if (!pool) return () => {};
  ensurePoolGauges();
  pools.add(pool);
  return () => void pools.delete(pool);
}
