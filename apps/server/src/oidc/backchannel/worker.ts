import type { FastifyBaseLogger } from 'fastify';
import { DAY, MINUTE, SECOND } from '../../lib/clock';
import { nextDueAt, pruneFinishedLogouts } from './repo';
import { deliveryRound, type DeliveryContext, type RoundOutcome } from './round';
import { onLogoutsQueued } from './wake';

/** The timer never sleeps longer than this: rows another process queued, or leases it left, are found by then. */
const MAX_SLEEP_MS = MINUTE;
const MIN_SLEEP_MS = SECOND;
/**
 * Rounds under way at once in one process: an app that never answers holds its round for the
 * answer's timeout, and a logout queued meanwhile for a healthy app must not wait behind it.
 */
const MAX_ROUNDS = 4;
/** Delivered and given-up logouts stay this long for the CLI. */
export const KEEP_FINISHED_MS = 30 * DAY;
const PRUNE_EVERY_MS = 60 * MINUTE;

export interface LogoutDelivery {
  /** One delivery round now (tests; the timer and wake-ups run the same). */
  round(options?: { timeoutMs?: number }): Promise<RoundOutcome>;
  start(): void;
  /** Stops the timer and waits for the rounds under way, so they do not outlive the database. */
  stop(): Promise<void>;
}

/**
 * Every server process delivers the queued logout tokens: woken right after a commit that queued
 * some (wake.ts), and on a timer set for the next due retry (at most a minute away). The claims
 * (repo.ts) make each attempt one process's and one round's. A person's sign-out never waits for
 * an app.
 */
export function logoutDelivery(ctx: DeliveryContext, log: FastifyBaseLogger): LogoutDelivery {
  let timer: NodeJS.Timeout | undefined;
  const rounds = new Set<Promise<void>>();
  let again = false;
  let stopped = true;
  let unsubscribe = () => {};
  let prunedAt = 0;

  const sleepUntilNextDue = async () => {
    const due = await nextDueAt(ctx.db).catch(() => null);
    const wait = due === null ? MAX_SLEEP_MS : Math.min(Math.max(due - ctx.clock.now(), MIN_SLEEP_MS), MAX_SLEEP_MS);
    if (stopped || rounds.size > 0) return;
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  };

  const oneRound = async () => {
    try {
      const outcome = await deliveryRound(ctx);
      if (outcome.givenUp > 0) log.warn(`Back-channel logout: ${outcome.givenUp} logout token(s) given up (npm run cli -- backchannel list)`);
      if (ctx.clock.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = ctx.clock.now();
        await pruneFinishedLogouts(ctx.db, prunedAt - KEEP_FINISHED_MS);
      }
    } catch (err) {
      log.warn({ err }, 'Back-channel logout round failed');
    }
  };

  function wake(): void {
    if (stopped) return;
    // Woken while every round is busy: one of them starts another once it is done, since this
    // wake-up may have come after their claims.
    if (rounds.size >= MAX_ROUNDS) {
      again = true;
      return;
    }
    again = false;
    clearTimeout(timer);
    const round: Promise<void> = oneRound().finally(() => {
      rounds.delete(round);
      if (again) wake();
      else if (rounds.size === 0) void sleepUntilNextDue();
    });
    rounds.add(round);
  }

  return {
    round: (options) => deliveryRound(ctx, options),
    start() {
      stopped = false;
      unsubscribe = onLogoutsQueued(wake);
      wake();
    },
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await Promise.all(rounds);
    },
  };
}
