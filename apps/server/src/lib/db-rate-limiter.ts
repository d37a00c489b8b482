import { sql, type RawBuilder } from 'kysely';
import { RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
// @ts-expect-error The package's index does not export the base class of stores (its types do).
import storeAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import type { Database, Db } from '../db/database';
import { preparedQuery, preparedWrite } from '../db/prepared-query';

const StoreAbstract = storeAbstract as typeof RateLimiterStoreAbstract;

interface Row {
  points: number;
  expires_at: number;
}

/** A key without expiry (duration 0) is kept for a century. */
const FOREVER_MS = 100 * 365 * 24 * 3600 * 1000;
const PURGE_EVERY = 200;

type Upsert = { key: string; points: number; now: number; expiresAt: number };
/** A count's row as written: the points to add and the end of the window a new count gets. */
export type CountRow = { key: string; points: number; expires_at: number };

/** Adds `points` to the count, or starts it again when it has expired. */
const addToCount = preparedQuery((db, v: Upsert) => upsertCounts(db, [{ key: v.key, points: v.points, expires_at: v.expiresAt }], v.now));
/** Starts the count again at `points` whatever it was. */
const replaceCount = preparedQuery((db, v: Upsert) => upsertCount(db, [{ key: v.key, points: v.points, expires_at: v.expiresAt }], sql<boolean>`1 = 1`));

/**
 * Adds each row's points to its count, or starts the count again where it has expired; answers the
 * counts. Atomic per row on both databases; rows are changed in the order given (PostgreSQL locks
 * them in that order, so statements that all give their keys in one order cannot deadlock).
 */
export function upsertCounts(db: Db, rows: CountRow[], now: number) {
  return upsertCount(db, rows, sql<boolean>`rate_limits.expires_at <= ${now}`);
}

/**
 * One call in PURGE_EVERY also deletes expired rows, so the table stays small without a timer. On
 * PostgreSQL it skips rows another statement holds: a purge that waited for them could deadlock
 * with a guess's upsert of several counts (the purge locks rows in no particular order).
 */
export async function purgeNowAndThen(database: Database, now: number): Promise<void> {
  if (Math.random() * PURGE_EVERY < 1) await purgeExpired(database, now);
}

export async function purgeExpired({ db, dialect }: Database, now: number): Promise<void> {
  if (dialect === 'sqlite') await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
  else await db.deleteFrom('rate_limits').where('key', 'in', (eb) => eb.selectFrom('rate_limits').select('key').where('expires_at', '<=', now).forUpdate().skipLocked()).execute();
}

function upsertCount(db: Db, rows: CountRow[], restart: RawBuilder<boolean>) {
  return db
    .insertInto('rate_limits')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        points: sql<number>`case when ${restart} then excluded.points else rate_limits.points + excluded.points end`,
        expires_at: sql<number>`case when ${restart} then excluded.expires_at else rate_limits.expires_at end`,
      }),
    )
    .returning(['key', 'points', 'expires_at']);
}

/**
 * Takes each row's points (a negative number) off its live count, never below 0. An expired count
 * stays as it is, and a missing one is written already expired (expires_at 0): giving back never
 * starts a count. A count given back to 0 ends its window, as the Redis limiters' delete does: the
 * next guess starts a window of its own rather than inherit the rest of an old one (a right
 * password then three wrong ones 14 minutes later left a window that closed after the third).
 * Rows are changed in the order given, as in upsertCounts.
 */
export function subtractFromCounts(db: Db, rows: { key: string; points: number }[], now: number) {
  const sum = sql<number>`rate_limits.points + excluded.points`;
  return db
    .insertInto('rate_limits')
    .values(rows.map((row) => ({ ...row, expires_at: 0 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        points: sql<number>`case when rate_limits.expires_at <= ${now} then rate_limits.points when ${sum} < 0 then 0 else ${sum} end`,
        expires_at: sql<number>`case when rate_limits.expires_at > ${now} and ${sum} <= 0 then ${now} else rate_limits.expires_at end`,
      }),
    );
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
  private readonly database: Database;

  constructor(opts: { database: Database; keyPrefix: string; points: number; duration: number }) {
    super({ storeClient: opts.database.db, keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.duration });
    this.database = opts.database;
  }

  protected async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Row> {
    const now = Date.now();
    await purgeNowAndThen(this.database, now);
    const values = { key: rlKey, points, now, expiresAt: now + (msDuration > 0 ? msDuration : FOREVER_MS) };
    const [row] = await (forceExpire ? replaceCount : addToCount)(this.database.db, values);
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  }

  protected async _get(rlKey: string): Promise<Row | null> {
    const [row] = await liveCount(this.database.db, { key: rlKey, now: Date.now() });
    return row ?? null;
  }

  protected async _delete(rlKey: string): Promise<boolean> {
    return (await deleteCount(this.database.db, { key: rlKey })) > 0n;
  }

  protected _getRateLimiterRes(_rlKey: string, changedPoints: number, row: Row): RateLimiterRes {
    const consumed = Number(row.points);
    return new RateLimiterRes(Math.max(this.points - consumed, 0), Math.max(Number(row.expires_at) - Date.now(), 0), consumed, changedPoints === consumed);
  }
}
