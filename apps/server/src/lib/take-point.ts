import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Takes one point: within the limit or not, and how many points the limit has left. */
export async function takePoint(limiter: RateLimiterAbstract, key: string): Promise<{ ok: boolean; left: number }> {
  try {
    return { ok: true, left: (await limiter.consume(key)).remainingPoints };
  } catch (rejection) {
    // consume() rejects with a RateLimiterRes when the points are used up, and with an Error when the store fails.
    if (rejection instanceof RateLimiterRes) return { ok: false, left: 0 };
    throw rejection;
  }
}
