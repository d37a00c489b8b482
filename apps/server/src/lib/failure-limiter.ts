import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { RateLimiterKysely } from './db-rate-limiter';
import { takePoint } from './take-point';
import { databaseHoldCounters, limiterHoldCounters, type AccountCounts, type AccountHolds } from './account-holds';
import { databaseGuessCounters, GUESS_COUNTER_NAMES, limiterGuessCounters, type GuessLimits, type LimitKeys } from './guess-counters';

export type { LimitKeys } from './guess-counters';
export type { AccountCounts, AccountHolds } from './account-holds';

const MINUTE_S = 60;
const WINDOW_S = 15 * MINUTE_S;
const DAY_S = 24 * 60 * MINUTE_S;
const HOUR_S = 60 * MINUTE_S;

/**
 * The limits (docs/limits.md says why). `degraded` applies per process while Redis does not answer:
 * stricter, because each process then counts alone.
 */
export const LIMITS = {
  /** Wrong passwords per account per 15 minutes before a solved captcha must come with each try. */
  freeGuessesPerAccount: { points: 3, duration: WINDOW_S, degraded: 2 },
  /** Wrong passwords per account per day, captcha or not (NIST SP 800-63B 5.2.2: at most 100). */
  guessesPerAccountPerDay: { points: 100, duration: DAY_S, degraded: 30 },
  /** Wrong passwords per IP per 15 minutes, whatever the accounts. */
  guessesPerIp: { points: 50, duration: WINDOW_S, degraded: 20 },
  /** Wrong second-factor codes per account per 15 minutes, over every attempt, step-up and set-up. */
  mfaGuessesPerAccount: { points: 10, duration: WINDOW_S, degraded: 5 },
  /** Forgotten-username look-ups per IP per hour, found or not: each answer says whose card or number it is. */
  usernameLookupsPerIp: { points: 10, duration: HOUR_S, degraded: 5 },
  /** Support desk searches per staff account per hour, found or not (issue 37: exact values, 30 an hour). */
  supportSearchesPerAgent: { points: 30, duration: HOUR_S, degraded: 15 },
  /** "Download my data" per account per minute: each builds the whole account and e-mails a notice. */
  dataExportsPerAccount: { points: 1, duration: MINUTE_S, degraded: 1 },
  /** Requests to delete the account per account per minute (docs/privacy.md): a few tries at the confirmation word. */
  accountDeletionsPerAccount: { points: 5, duration: MINUTE_S, degraded: 3 },
  /** Restore attempts (link or sign-in offer) per IP per minute: each one looks up a token. */
  accountRestoresPerIp: { points: 10, duration: MINUTE_S, degraded: 5 },
} as const;
export const MAX_MFA_FAILURES_PER_ACCOUNT = LIMITS.mfaGuessesPerAccount.points;

/** How long a spent captcha challenge is remembered: at least as long as a challenge is valid. */
export const CAPTCHA_TTL_S = 10 * MINUTE_S;

// A frozen Redis must not hold a sign-in: commands give up quickly and the per-process insurance
// limiter answers instead.
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 1_000;

/**
 * The answer to a guess, taken from the counters before the secret is checked:
 * - `allowed`: check it; it holds a point of each count until `refundSignInGuess` or for good;
 * - `captcha`: refused, the account's free guesses are used up and the request had no solved
 *   captcha (answer 428);
 * - `blocked`: refused, the IP or the account's daily cap is used up (answer 429).
 * A refused guess holds no point of any count. `withCaptcha`: the guess was let through on a solved
 * captcha. `lastFreeGuess` / `lastGuessToday`: if this guess is wrong, the account now needs a
 * captcha / is locked for the day (for the security log).
 */
export interface SignInReservation {
  verdict: 'allowed' | 'captcha' | 'blocked';
  withCaptcha: boolean;
  lastFreeGuess: boolean;
  lastGuessToday: boolean;
}

/**
 * Whether the request carries a solved, unspent captcha (spending it): asked only of a guess whose
 * account has used up its free guesses. Without one, such a guess is refused.
 */
export type CaptchaCheck = () => Promise<boolean>;

/**
 * Guess counters that cannot be raced: every guess takes a point before its secret is checked and
 * a right secret gives it back, so parallel requests never check more than the limit. Counts live
 * in Redis with REDIS_URL, else in the database; both survive a restart and are shared by every
 * process.
 */
export interface FailureLimiter {
  reserveSignInGuess(keys: LimitKeys, captcha?: CaptchaCheck): Promise<SignInReservation>;
  /** An allowed guess was right (`right: true` also resets the account's free guesses) or never checked. */
  refundSignInGuess(keys: LimitKeys, outcome: { right: boolean }): Promise<void>;
  /** Takes one second-factor guess for the account; false when none is left (answer 429). */
  reserveMfaGuess(userId: number): Promise<boolean>;
  /** Gives the guess back after a right code. */
  refundMfaGuess(userId: number): Promise<void>;
  /** Takes one forgotten-username look-up for the IP; false when none is left this hour (answer 429). */
  reserveUsernameLookup(ip: string): Promise<boolean>;
  /** Takes one support desk search for the staff account; false when none is left this hour (answer 429). */
  reserveSupportSearch(staffUserId: number): Promise<boolean>;
  /** Takes the account's one data export of the minute; false when it is spent (answer 429). */
  reserveDataExport(userId: number): Promise<boolean>;
  /** Gives it back when the export was refused after all (its step-up ran out): nothing was downloaded. */
  refundDataExport(userId: number): Promise<void>;
  /** Takes one request to delete the account; false when none is left this minute (answer 429). */
  reserveAccountDeletion(userId: number): Promise<boolean>;
  /** Takes one restore attempt for the IP; false when none is left this minute (answer 429). */
  reserveAccountRestore(ip: string): Promise<boolean>;
  /** Whether the account's password counts (of its login names and passkeys) and its second-factor count hold it now (the support desk). */
  accountHolds(counts: AccountCounts): Promise<AccountHolds>;
  /**
   * Deletes those counts: the account signs in again as if it had made no wrong guess (the support
   * desk lifts the limits). Answers what held it in the counts this call deleted.
   */
  clearAccountHolds(counts: AccountCounts): Promise<AccountHolds>;
  /** Marks a captcha challenge as spent; false when it already was (here or in another process). */
  spendCaptcha(id: string): Promise<boolean>;
  /**
   * Resolves once Redis is connected, or after its connect timeout if it is not: until then every
   * guess would count in the stricter per-process limits. The server listens only after this.
   */
  ready(): Promise<void>;
  /** For readiness: `unreachable` while Redis does not answer (limits are then per process). */
  storeStatus(): Promise<'ok' | 'unreachable' | 'not_configured'>;
  close(): Promise<void>;
}

export interface LimiterStore {
  redisUrl: string | null;
  /** Prefix of every Redis key, so that deployments (or test runs) sharing a Redis stay apart. */
  redisKeyPrefix: string;
  database: Database;
}

type Limit = { points: number; duration: number; degraded: number };

/** The second-factor count's name: its row (database) or key (Redis) is `mfa:account:<user id>`. */
const MFA_COUNTER_NAME = 'mfa:account';

const noCaptcha: CaptchaCheck = async () => false;

export function createFailureLimiter(store: LimiterStore, onRedisError: (error: Error) => void): FailureLimiter {
  const redis = store.redisUrl
    ? new Redis(store.redisUrl, {
        // No offline queue: while Redis is unreachable, calls fail at once and the insurance limiter
        // answers instead (rate-limiter-flexible's advice for ioredis).
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      })
    : null;
  redis?.on('error', onRedisError);
  const limiter = (name: string, limit: Limit): RateLimiterAbstract => {
    const keyPrefix = `${store.redisKeyPrefix}${name}`;
    if (!redis) return new RateLimiterKysely({ database: store.database, keyPrefix: name, points: limit.points, duration: limit.duration });
    const insuranceLimiter = new RateLimiterMemory({ keyPrefix, points: limit.degraded, duration: limit.duration });
    return new RateLimiterRedis({ storeClient: redis, keyPrefix, points: limit.points, duration: limit.duration, insuranceLimiter, rejectIfRedisNotReady: true });
  };
  const guessLimits = { free: LIMITS.freeGuessesPerAccount, day: LIMITS.guessesPerAccountPerDay, ip: LIMITS.guessesPerIp } satisfies GuessLimits;
  const accountLimiters = redis ? { free: limiter(GUESS_COUNTER_NAMES.free, guessLimits.free), day: limiter(GUESS_COUNTER_NAMES.day, guessLimits.day) } : null;
  const guesses = accountLimiters
    ? limiterGuessCounters({ ...accountLimiters, ip: limiter(GUESS_COUNTER_NAMES.ip, guessLimits.ip) })
    : databaseGuessCounters(store.database, guessLimits);
  const mfaByAccount = limiter(MFA_COUNTER_NAME, LIMITS.mfaGuessesPerAccount);
  const holdPoints = { free: guessLimits.free.points, day: guessLimits.day.points, mfa: LIMITS.mfaGuessesPerAccount.points };
  const holds = accountLimiters
    ? limiterHoldCounters({ ...accountLimiters, mfa: mfaByAccount }, holdPoints)
    : databaseHoldCounters(store.database, holdPoints, MFA_COUNTER_NAME);
  const lookupsByIp = limiter('lookup:ip', LIMITS.usernameLookupsPerIp);
  const searchesByAgent = limiter('support-search:staff', LIMITS.supportSearchesPerAgent);
  const exportsByAccount = limiter('data-export:account', LIMITS.dataExportsPerAccount);
  const deletionsByAccount = limiter('deletion:account', LIMITS.accountDeletionsPerAccount);
  const restoresByIp = limiter('restore:ip', LIMITS.accountRestoresPerIp);
  const spentCaptchas = limiter('captcha:spent', { points: 1, duration: CAPTCHA_TTL_S, degraded: 1 });

  return {
    async reserveSignInGuess(keys, captcha = noCaptcha) {
      const refused = (verdict: 'captcha' | 'blocked'): SignInReservation => ({ verdict, withCaptcha: false, lastFreeGuess: false, lastGuessToday: false });
      // The account's counts first, the IP's only for a guess the account lets through: a guess
      // refused for the account never holds a point of the IP, so however many of them run at
      // once (a browser retrying, a NAT, a proxy without TRUST_PROXY) they cannot use up the IP's
      // guesses of everyone behind it. A refused guess gives back every point it took, so what the
      // counts hold when the races are over is the guesses that were checked.
      const { free, day } = await guesses.takeAccount(keys);
      const withCaptcha = !free.ok;
      // 'blocked' until decided, so that a captcha check that throws gives the points back too.
      let verdict: SignInReservation['verdict'] = 'blocked';
      try {
        if (day.ok) verdict = withCaptcha && !(await captcha()) ? 'captcha' : 'allowed';
      } finally {
        if (verdict !== 'allowed') await guesses.giveBack(keys, { free: 'one', day: 'one' });
      }
      if (verdict !== 'allowed') return refused(verdict);
      if (!(await guesses.takeIp(keys)).ok) {
        await guesses.giveBack(keys, { free: 'one', day: 'one', ip: 'one' });
        return refused('blocked');
      }
      return { verdict, withCaptcha, lastFreeGuess: free.ok && free.left === 0, lastGuessToday: day.left === 0 };
    },
    async refundSignInGuess(keys, { right }) {
      await guesses.giveBack(keys, { free: right ? 'all' : 'one', day: 'one', ip: 'one' });
    },
    async reserveMfaGuess(userId) {
      return (await takePoint(mfaByAccount, String(userId))).ok;
    },
    async refundMfaGuess(userId) {
      await mfaByAccount.reward(String(userId));
    },
    async reserveUsernameLookup(ip) {
      return (await takePoint(lookupsByIp, ip)).ok;
    },
    async reserveSupportSearch(staffUserId) {
      return (await takePoint(searchesByAgent, String(staffUserId))).ok;
    },
    async reserveDataExport(userId) {
      return (await takePoint(exportsByAccount, String(userId))).ok;
    },
    async refundDataExport(userId) {
      await exportsByAccount.reward(String(userId));
    },
    async reserveAccountDeletion(userId) {
      return (await takePoint(deletionsByAccount, String(userId))).ok;
    },
    async reserveAccountRestore(ip) {
      return (await takePoint(restoresByIp, ip)).ok;
    },
    accountHolds: (counts) => holds.read(counts),
    clearAccountHolds: (counts) => holds.clear(counts),
    async spendCaptcha(id) {
      return (await takePoint(spentCaptchas, id)).ok;
    },
    ready() {
      if (!redis || redis.status === 'ready') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
        redis.once('ready', done);
      });
    },
    async storeStatus() {
      if (!redis) return 'not_configured';
      try {
        await redis.ping();
        return 'ok';
      } catch {
        return 'unreachable';
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
