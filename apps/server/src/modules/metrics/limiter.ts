import { Gauge } from 'prom-client';
import type { FailureLimiter } from '../../lib/failure-limiter';
import { limiterVerdicts } from './instruments';

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'refused');

/**
 * The limiter, counting each verdict of its limits in portal_limiter_verdicts_total. A sign-in
 * guess refused for want of a captcha counts as refused; the sign-in counter tells it apart.
 */
export function countingVerdicts(limiter: FailureLimiter): FailureLimiter {
  return {
    ...limiter,
    async reserveSignInGuess(keys, captcha) {
      const reservation = await limiter.reserveSignInGuess(keys, captcha);
      limiterVerdicts.inc({ limiter: 'sign_in', verdict: verdict(reservation.verdict === 'allowed') });
      return reservation;
    },
    async reserveMfaGuess(userId) {
      const allowed = await limiter.reserveMfaGuess(userId);
      limiterVerdicts.inc({ limiter: 'second_factor', verdict: verdict(allowed) });
      return allowed;
    },
    async reserveUsernameLookup(ip) {
      const allowed = await limiter.reserveUsernameLookup(ip);
      limiterVerdicts.inc({ limiter: 'username_lookup', verdict: verdict(allowed) });
      return allowed;
    },
    async reserveSupportSearch(staffUserId) {
      const allowed = await limiter.reserveSupportSearch(staffUserId);
      limiterVerdicts.inc({ limiter: 'support_search', verdict: verdict(allowed) });
      return allowed;
    },
    async reserveDataExport(userId) {
      const allowed = await limiter.reserveDataExport(userId);
      limiterVerdicts.inc({ limiter: 'data_export', verdict: verdict(allowed) });
      return allowed;
    },
    async spendCaptcha(id) {
      const fresh = await limiter.spendCaptcha(id);
      limiterVerdicts.inc({ limiter: 'captcha_spend', verdict: verdict(fresh) });
      return fresh;
    },
  };
}

/** The limiters of this process's apps that use Redis (one outside tests), asked at each scrape. */
const redisLimiters = new Set<FailureLimiter>();

/** Made at the first limiter on Redis, so that a portal without REDIS_URL shows no Redis state. */
let redisUp: Gauge | undefined;
function ensureRedisGauge(): void {
  redisUp ??= new Gauge({
    name: 'portal_redis_up',
    help: 'Whether Redis answers the rate limiter (1) or not (0: limits are counted per process, stricter)',
    // With --workers N the primary keeps the lowest: one process that cannot reach Redis makes it 0.
    aggregator: 'min',
    async collect() {
      // No limiter to ask (its app closed): the last answer stands.
      if (redisLimiters.size === 0) return;
      const states = await Promise.all([...redisLimiters].map((limiter) => limiter.storeStatus()));
      this.set(states.every((state) => state === 'ok') ? 1 : 0);
    },
  });
}

/** Asks the limiter's Redis (a PING, 500 ms at most) at each scrape until the returned function is called. */
export function watchRedis(limiter: FailureLimiter, redisConfigured: boolean): () => void {
  if (!redisConfigured) return () => {};
  ensureRedisGauge();
  redisLimiters.add(limiter);
  return () => void redisLimiters.delete(limiter);
}
