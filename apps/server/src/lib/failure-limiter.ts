import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_USERNAME = 5;
const MAX_FAILURES_PER_IP = 50;
/** Wrong second-factor codes per account, over every login attempt, step-up and set-up. */
export const MAX_MFA_FAILURES_PER_ACCOUNT = 10;

export interface LimitKeys {
  username: string;
  ip: string;
}

/**
 * Counts failed sign-ins only (5 per username and 50 per IP per 15 minutes), so that people who
 * type their password right are never slowed down. With REDIS_URL the counts are shared by every
 * server process; without it each process keeps its own.
 */
export interface FailureLimiter {
  isBlocked(keys: LimitKeys): Promise<boolean>;
  recordFailure(keys: LimitKeys): Promise<void>;
  /** A correct password clears the username's count; the IP's count stays. */
  clearUsername(username: string): Promise<void>;
  /**
   * Wrong second-factor codes of an account, whatever the attempt: each login attempt allows 5, so
   * without this a person holding the password could start attempts forever.
   */
  /** Takes one of the account's guesses before a code is checked; false when none are left. */
  reserveMfaGuess(userId: number): Promise<boolean>;
  /** Gives the guess back: a right code is not a failure. */
  refundMfaGuess(userId: number): Promise<void>;
  close(): Promise<void>;
}

export function createFailureLimiter(redisUrl: string | null, onRedisError: (error: Error) => void): FailureLimiter {
  // No offline queue: while Redis is unreachable, calls fail at once and the in-memory insurance
  // limiter answers instead (rate-limiter-flexible's advice for ioredis).
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
  redis?.on('error', onRedisError);
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
    if (!redis) return memory;
    return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: WINDOW_SECONDS, insuranceLimiter: memory });
  };
  const byUsername = limiter('portal:signin:username', MAX_FAILURES_PER_USERNAME);
  const byIp = limiter('portal:signin:ip', MAX_FAILURES_PER_IP);
  const mfaByAccount = limiter('portal:mfa:account', MAX_MFA_FAILURES_PER_ACCOUNT);
  const usedUp = async (counter: RateLimiterAbstract, key: string) => ((await counter.get(key))?.consumedPoints ?? 0) >= counter.points;

  return {
    async isBlocked({ username, ip }) {
      const [name, address] = await Promise.all([usedUp(byUsername, username), usedUp(byIp, ip)]);
      return name || address;
    },
    async recordFailure({ username, ip }) {
      await Promise.all([byUsername.penalty(username), byIp.penalty(ip)]);
    },
    async clearUsername(username) {
      await byUsername.delete(username);
    },
    async reserveMfaGuess(userId) {
      // consume() counts and checks in one step (atomic in Redis), so parallel guesses cannot overshoot.
      return mfaByAccount.consume(String(userId)).then(
        () => true,
        (rejection: unknown) => {
          if (rejection instanceof Error) throw rejection;
          return false;
        },
      );
    },
    async refundMfaGuess(userId) {
      await mfaByAccount.reward(String(userId));
    },
    async close() {
      await redis?.quit();
    },
  };
}
