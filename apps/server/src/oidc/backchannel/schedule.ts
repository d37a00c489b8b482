import { DAY, MINUTE, SECOND } from '../../lib/clock';
import { nextAttemptAt as backOff } from '../../lib/queue-runner';

/** The first retry waits this long; each next one twice as long, up to MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 10 * SECOND;
export const MAX_RETRY_MS = 60 * MINUTE;
/** A logout the app has not taken this long after it was queued is given up. */
export const GIVE_UP_AFTER_MS = DAY;
/**
 * How long a claimed attempt has before another process may take it over (its sender died): well
 * beyond a round's two waves of posts (round.ts) of at most ANSWER_TIMEOUT_MS each.
 */
export const LEASE_MS = 2 * MINUTE;
/** An attempt waits this long for the app's answer. */
export const ANSWER_TIMEOUT_MS = 10 * SECOND;

/**
 * When to try again after `attempts` failed attempts, or null to give up: back-off doubling from
 * 10 s to at most an hour, and a last attempt when the day since queueing is over.
 */
export function nextAttemptAt(queuedAt: number, attempts: number, now: number): number | null {
  return backOff({ firstRetryMs: FIRST_RETRY_MS, maxRetryMs: MAX_RETRY_MS, giveUpAfterMs: GIVE_UP_AFTER_MS }, queuedAt, attempts, now);
}
