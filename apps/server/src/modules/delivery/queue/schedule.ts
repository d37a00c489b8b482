import { DAY, MINUTE, SECOND } from '../../../lib/clock';
import { nextAttemptAt } from '../../../lib/queue-runner';
import type { Channel } from '../delivery';

/**
 * Retries of a failed message: 10 s, then twice as long each time up to an hour apart, and a last
 * attempt a day after it was queued (so a notice outlives a provider's outage of a day); a code
 * stops at its own expiry.
 */
const RETRIES = { firstRetryMs: 10 * SECOND, maxRetryMs: 60 * MINUTE, giveUpAfterMs: DAY };

/** An attempt waits this long for the SMS webhook's answer, or for the SMTP conversation to end. */
export const ATTEMPT_TIMEOUT_MS: Record<Channel, number> = { sms: 10 * SECOND, email: 30 * SECOND };
/**
 * How long a claimed attempt has before another process may take it over (its sender died): well
 * beyond a round's two waves of attempts (lib/queue-runner.ts) of at most 30 s each.
 */
export const LEASE_MS = 2 * MINUTE;
/** Finished messages (their metadata, the bodies are gone) stay this long for the CLI. */
export const KEEP_FINISHED_MS = 30 * DAY;

export type Next = { kind: 'retry'; at: number } | { kind: 'expired' } | { kind: 'given_up' };

/** After a failed attempt: the next one, unless the message's code expires first or its day is over. */
export function afterFailure(message: { created_at: number; expires_at: number | null; attempts: number }, now: number): Next {
  const at = nextAttemptAt(RETRIES, message.created_at, message.attempts, now);
  if (message.expires_at !== null && (at === null || at >= message.expires_at)) return { kind: 'expired' };
  return at === null ? { kind: 'given_up' } : { kind: 'retry', at };
}
