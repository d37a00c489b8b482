import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { preparedQuery, preparedWrite } from '../db/prepared-query';
import { purgeNowAndThen, subtractFromCounts, upsertCounts } from './db-rate-limiter';
import { takePoint } from './take-point';

export interface LimitKeys {
  /** The normalised username, or `passkey:<credential id>`. */
  username: string;
  ip: string;
}

/** The counts a password guess takes: the account's free guesses, its daily cap, the IP's guesses. */
export type GuessCounter = 'free' | 'day' | 'ip';
/** Within its limit or not, and how many points the limit has left. */
export type GuessCount = { ok: boolean; left: number };
/** Per counter: give one point back, or all of them (the count starts over). */
export type GiveBack = Partial<Record<GuessCounter, 'one' | 'all'>>;

/**
 * The three counts of a password guess: the account's two are taken together, the IP's after them
 * (only by a guess the account lets through), and all are given back together: on the database
 * that is one statement per step (a sign-in spends its time on argon2, and the counts were most of
 * the rest).
 */
export interface GuessCounters {
  takeAccount(keys: LimitKeys): Promise<{ free: GuessCount; day: GuessCount }>;
  takeIp(keys: LimitKeys): Promise<GuessCount>;
  giveBack(keys: LimitKeys, points: GiveBack): Promise<void>;
}

export type GuessLimits = Record<GuessCounter, { points: number; duration: number }>;

/**
 * The keys are rate-limiter-flexible's (`<prefix>:<key>`), so counts taken before the counters were
 * batched still hold. Their prefixes order them the same way in every guess (account < day < ip),
 * and both statements list them in that order: PostgreSQL then locks any two guesses' rows in one
 * order, so they wait for each other instead of deadlocking.
 */
export const GUESS_COUNTER_NAMES = { free: 'signin:account', day: 'signin:day', ip: 'signin:ip' } as const satisfies Record<GuessCounter, string>;
/** What a counter counts: the IP, or the account's login name. */
const subjectOf = (counter: GuessCounter, keys: LimitKeys) => (counter === 'ip' ? keys.ip : keys.username);
/**
 * A lone surrogate (a login name is whatever the client sent) is stored as U+FFFD, since SQLite and
 * PostgreSQL keep UTF-8; the key is written that way here too, so the row a statement returns
 * carries the key it was asked for.
 */
const wellFormed = (value: string) => value.replace(/\p{Cs}/gu, '\uFFFD');
const keyOf = (counter: GuessCounter, keys: LimitKeys) => wellFormed(`${GUESS_COUNTER_NAMES[counter]}:${subjectOf(counter, keys)}`);
/** The database row key of an account's count of a login name (lib/account-holds.ts reads and clears them). */
export const accountCountKey = (counter: 'free' | 'day', username: string) => keyOf(counter, { username, ip: '' });
const rowKeysOf = (keys: LimitKeys) => ({ free: keyOf('free', keys), day: keyOf('day', keys), ip: keyOf('ip', keys) });

type TakenByAccount = { free: string; day: string; freeEnd: number; dayEnd: number; now: number };
const takeAccountCounts = preparedQuery((db, v: TakenByAccount) =>
  upsertCounts(
    db,
    [
      { key: v.free, points: 1, expires_at: v.freeEnd },
      { key: v.day, points: 1, expires_at: v.dayEnd },
    ],
    v.now,
  ),
);
const takeIpCount = preparedQuery((db, v: { ip: string; ipEnd: number; now: number }) => upsertCounts(db, [{ key: v.ip, points: 1, expires_at: v.ipEnd }], v.now));

type Given = { free: string; day: string; ip: string; freePoints: number; dayPoints: number; ipPoints: number; now: number };
const giveCounts = preparedWrite((db, v: Given) =>
  subtractFromCounts(
    db,
    [
      { key: v.free, points: v.freePoints },
      { key: v.day, points: v.dayPoints },
      { key: v.ip, points: v.ipPoints },
    ],
    v.now,
  ),
);

/** A give-back larger than any count: the count goes to 0 (the column is a 32-bit integer). */
const ALL_POINTS = -2_147_483_647;
const pointsOf = (back: 'one' | 'all' | undefined) => (back === 'all' ? ALL_POINTS : back === 'one' ? -1 : 0);

/** The counts in the database (no REDIS_URL), in the table rate-limiter-flexible's store uses too. */
export function databaseGuessCounters(database: Database, limits: GuessLimits): GuessCounters {
  const { db } = database;
  const countOf = (counter: GuessCounter, key: string, rows: { key: string; points: number }[]): GuessCount => {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new Error(`guess count ${counter} not returned`);
    const taken = Number(row.points);
    return { ok: taken <= limits[counter].points, left: Math.max(limits[counter].points - taken, 0) };
  };
  return {
    async takeAccount(keys) {
      const now = Date.now();
      await purgeNowAndThen(database, now);
      const k = rowKeysOf(keys);
      const rows = await takeAccountCounts(db, { free: k.free, day: k.day, freeEnd: now + limits.free.duration * 1000, dayEnd: now + limits.day.duration * 1000, now });
      return { free: countOf('free', k.free, rows), day: countOf('day', k.day, rows) };
    },
    async takeIp(keys) {
      const now = Date.now();
      const ip = keyOf('ip', keys);
      return countOf('ip', ip, await takeIpCount(db, { ip, ipEnd: now + limits.ip.duration * 1000, now }));
    },
    async giveBack(keys, points) {
      await giveCounts(db, { ...rowKeysOf(keys), freePoints: pointsOf(points.free), dayPoints: pointsOf(points.day), ipPoints: pointsOf(points.ip), now: Date.now() });
    },
  };
}

/** The counts in rate-limiter-flexible limiters (Redis, with their per-process insurance): the account's two at once. */
export function limiterGuessCounters(limiters: Record<GuessCounter, RateLimiterAbstract>): GuessCounters {
  const take = (counter: GuessCounter, keys: LimitKeys) => takePoint(limiters[counter], subjectOf(counter, keys));
  const give = async (counter: GuessCounter, keys: LimitKeys, back: 'one' | 'all' | undefined) => {
    if (back === 'one') await limiters[counter].reward(subjectOf(counter, keys));
    if (back === 'all') await limiters[counter].delete(subjectOf(counter, keys));
  };
  return {
    async takeAccount(keys) {
      const [free, day] = await Promise.all([take('free', keys), take('day', keys)]);
      return { free, day };
    },
    takeIp: (keys) => take('ip', keys),
    async giveBack(keys, points) {
      await Promise.all([give('free', keys, points.free), give('day', keys, points.day), give('ip', keys, points.ip)]);
    },
  };
}
