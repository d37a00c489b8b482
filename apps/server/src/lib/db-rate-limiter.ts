import { sql, type RawBuilder } from 'kysely';
import { RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
// @ts-expect-error The package's index does not export the base class of stores (its types do).
import storeAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import type { Db } from '../db/database';
import { preparedQuery, preparedWrite } from '../db/prepared-query';

const StoreAbstract = storeAbstract as typeof RateLimiterStoreAbstract;

interface Row {
  points: number;
  expires_at: number;
}

/** A key without expiry (duration 0) is kept for a century. */
const FOREVER_MS = 100 * 365 * 24 * 3600 * 1000;
/** One upsert in this many also deletes expired rows, so the table stays small without a timer. */
const PURGE_EVERY = 200;

type Upsert = { key: string; points: number; now: number; expiresAt: number };

/** Adds `points` to the count, or starts it again when it has expired. */
const addToCount = preparedQuery((db, v: Upsert) => upsertCount(db, v, sql<boolean>`rate_limits.expires_at <= ${v.now}`));
/** Starts the count again at `points` whatever it was. */
const replaceCount = preparedQuery((db, v: Upsert) => upsertCount(db, v, sql<boolean>`1 = 1`));

function upsertCount(db: Db, v: Upsert, restart: RawBuilder<boolean>) {
  return db
    .insertInto('rate_limits')
    .values({ key: v.key, points: v.points, expires_at: v.expiresAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        points: sql<number>`case when ${restart} then excluded.points else rate_limits.points + excluded.points end`,
        expires_at: sql<number>`case when ${restart} then excluded.expires_at else rate_limits.expires_at end`,
      }),
    )
    .returning(['points', 'expires_at']);
}

const liveCount = preparedQuery((db, v: { key: string; now: number }) =>
  db.selectFrom('rate_limits').select(['points', 'expires_at']).where('key', '=', v.key).where('expires_at', '>', v.now),
);
const deleteCount = preparedWrite((db, v: { key: string }) => db.deleteFrom('rate_limits').where('key', '=', v.key));

/**
 * rate-limiter-flexible's store contract over our own Kysely connection, the same code on SQLite
 * and PostgreSQL (its RateLimiterSQLite/RateLimiterPostgres each want their own driver and create
 * their own tables). Each change is one `insert … on conflict do update … returning`, atomic on
 * both databases, so parallel requests cannot read the same count. Its queries are compiled once.
 */
export class RateLimiterKysely extends StoreAbstract {
  private readonly db: Db;

  constructor(opts: { db: Db; keyPrefix: string; points: number; duration: number }) {
    super({ storeClient: opts.db, keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.duration });
    this.db = opts.db;
  }

  protected async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Row> {
    const now = Date.now();
    if (Math.random() * PURGE_EVERY < 1) await this.db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
    const values = { key: rlKey, points, now, expiresAt: now + (msDuration > 0 ? msDuration : FOREVER_MS) };
    const [row] = await (forceExpire ? replaceCount : addToCount)(this.db, values);
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  }

  protected async _get(rlKey: string): Promise<Row | null> {
    const [row] = await liveCount(this.db, { key: rlKey, now: Date.now() });
    return row ?? null;
  }

  protected async _delete(rlKey: string): Promise<boolean> {
    return (await deleteCount(this.db, { key: rlKey })) > 0n;
  }

  protected _getRateLimiterRes(_rlKey: string, changedPoints: number, row: Row): RateLimiterRes {
    const consumed = Number(row.points);
    return new RateLimiterRes(Math.max(this.points - consumed, 0), Math.max(Number(row.expires_at) - Date.now(), 0), consumed, changedPoints === consumed);
  }
}
