import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { accountCountKey } from './guess-counters';

/** Whether sign-in limits hold an account now (the support desk's person page). */
export interface AccountHolds {
  /** Its free password guesses are used up: the next try needs a solved captcha. */
  captchaRequired: boolean;
  /** Its password guesses of the day are used up: refused until the window ends. */
  lockedForToday: boolean;
  /** Its wrong second-factor codes are used up for the window. */
  secondFactorLocked: boolean;
}

/**
 * The counts that hold an account: the password counts of each of its login names (e-mail
 * addresses, phone numbers: free and day) and of its passkeys (`passkey:<credential id>`: day only,
 * the passwordless flow asks no captcha), and its second-factor count.
 */
export interface AccountCounts {
  loginNames: string[];
  passkeyNames: string[];
  userId: number;
}

export interface AccountHoldCounters {
  read(counts: AccountCounts): Promise<AccountHolds>;
  /** Deletes the counts; answers what held the account in the counts this call deleted (of racing clears, one sees them). */
  clear(counts: AccountCounts): Promise<AccountHolds>;
}

type Points = { free: number; day: number; mfa: number };

/** A count holds once it reached its points: the next guess would take one more than allowed. */
function holdsOf(limits: Points, counts: { free: number[]; day: number[]; mfa: number[] }): AccountHolds {
  return {
    captchaRequired: counts.free.some((n) => n >= limits.free),
    lockedForToday: counts.day.some((n) => n >= limits.day),
    secondFactorLocked: counts.mfa.some((n) => n >= limits.mfa),
  };
}

/** The counts in the database (no REDIS_URL): one statement to read them, one to delete them. */
export function databaseHoldCounters(database: Database, limits: Points, mfaPrefix: string): AccountHoldCounters {
  const keysOf = (c: AccountCounts) => {
    const free = c.loginNames.map((name) => accountCountKey('free', name));
    const day = [...c.loginNames, ...c.passkeyNames].map((name) => accountCountKey('day', name));
    return { free, day, mfa: [`${mfaPrefix}:${c.userId}`] };
  };
  const holds = (keys: ReturnType<typeof keysOf>, rows: { key: string; points: number; expires_at: number }[], now: number) => {
    const live = new Map(rows.filter((r) => Number(r.expires_at) > now).map((r) => [r.key, Number(r.points)]));
    const pointsOf = (list: string[]) => list.map((key) => live.get(key) ?? 0);
    return holdsOf(limits, { free: pointsOf(keys.free), day: pointsOf(keys.day), mfa: pointsOf(keys.mfa) });
  };
  const all = (keys: ReturnType<typeof keysOf>) => [...keys.free, ...keys.day, ...keys.mfa];
  return {
    async read(counts) {
      const keys = keysOf(counts);
      const rows = await database.db.selectFrom('rate_limits').select(['key', 'points', 'expires_at']).where('key', 'in', all(keys)).execute();
      return holds(keys, rows, Date.now());
    },
    async clear(counts) {
      const keys = keysOf(counts);
      const rows = await database.db.deleteFrom('rate_limits').where('key', 'in', all(keys)).returning(['key', 'points', 'expires_at']).execute();
      return holds(keys, rows, Date.now());
    },
  };
}

/** The counts in rate-limiter-flexible limiters (Redis). */
export function limiterHoldCounters(limiters: { free: RateLimiterAbstract; day: RateLimiterAbstract; mfa: RateLimiterAbstract }, limits: Points): AccountHoldCounters {
  const consumed = async (limiter: RateLimiterAbstract, key: string) => (await limiter.get(key))?.consumedPoints ?? 0;
  // Only the call whose delete removed the count reports it: of racing clears, one sees it.
  const taken = async (limiter: RateLimiterAbstract, key: string) => {
    const points = await consumed(limiter, key);
    return (await limiter.delete(key)) ? points : 0;
  };
  const each = (c: AccountCounts, count: (limiter: RateLimiterAbstract, key: string) => Promise<number>) =>
    Promise.all([
      Promise.all(c.loginNames.map((name) => count(limiters.free, name))),
      Promise.all([...c.loginNames, ...c.passkeyNames].map((name) => count(limiters.day, name))),
      Promise.all([count(limiters.mfa, String(c.userId))]),
    ]);
  return {
    async read(counts) {
      const [free, day, mfa] = await each(counts, consumed);
      return holdsOf(limits, { free, day, mfa });
    },
    async clear(counts) {
      const [free, day, mfa] = await each(counts, taken);
      return holdsOf(limits, { free, day, mfa });
    },
  };
}
