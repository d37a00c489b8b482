import { sql } from 'kysely';
import { RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
// @ts-expect-error The package's index does not export the base class of stores (its types do).
import storeAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import type { Db } from '../db/database';

const StoreAbstract = storeAbstract as typeof RateLimiterStoreAbstract;

interface Row {
  points: number;
  expires_at: number;
}

/** A key without expiry (duration 0) is kept for a century. */
const FOREVER_MS = 100 * 365 * 24 * 3600 * 1000;
/** One upsert in this many also deletes expired rows, so the table stays small without a timer. */
const PURGE_EVERY = 200;

/**
 * rate-limiter-flexible's store contract over our own Kysely connection, the same code on SQLite
 * and PostgreSQL (its RateLimiterSQLite/RateLimiterPostgres each want their own driver and create
 * their own tables). Each change is one `insert … on conflict do update … returning`, atomic on
 * both databases, so parallel requests cannot read the same count.
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
    const restart = forceExpire ? sql<boolean>`1 = 1` : sql<boolean>`rate_limits.expires_at <= ${now}`;
    return this.db
      .insertInto('rate_limits')
      .values({ key: rlKey, points, expires_at: now + (msDuration > 0 ? msDuration : FOREVER_MS) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          points: sql<number>`case when ${restart} then excluded.points else rate_limits.points + excluded.points end`,
          expires_at: sql<number>`case when ${restart} then excluded.expires_at else rate_limits.expires_at end`,
        }),
      )
      .returning(['points', 'expires_at'])
      .executeTakeFirstOrThrow();
  }

  protected async _get(rlKey: string): Promise<Row | null> {
    const row = await this.db.selectFrom('rate_limits').select(['points', 'expires_at']).where('key', '=', rlKey).where('expires_at', '>', Date.now()).executeTakeFirst();
    return row ?? null;
  }

  protected async _delete(rlKey: string): Promise<boolean> {
    const result = await this.db.deleteFrom('rate_limits').where('key', '=', rlKey).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  protected _getRateLimiterRes(_rlKey: string, changedPoints: number, row: Row): RateLimiterRes {
    const consumed = Number(row.points);
    return new RateLimiterRes(Math.max(this.points - consumed, 0), Math.max(Number(row.expires_at) - Date.now(), 0), consumed, changedPoints === consumed);
  }
}
