import type { FastifyBaseLogger } from 'fastify';
import { DAY } from '../../lib/clock';
import { queueRunner } from '../../lib/queue-runner';
import { nextDueAt, pruneFinishedLogouts } from './repo';
import { deliveryRound, type DeliveryContext, type RoundOutcome } from './round';
import { onLogoutsQueued } from './wake';

/** Rounds under way at once in one process (lib/queue-runner.ts). */
const MAX_ROUNDS = 4;
/** Delivered and given-up logouts stay this long for the CLI. */
const KEEP_FINISHED_MS = 30 * DAY;

export interface LogoutDelivery {
  /** One delivery round now (tests; the timer and wake-ups run the same). */
  round(options?: { timeoutMs?: number }): Promise<RoundOutcome>;
  start(): void;
  /** Stops the timer and waits for the rounds under way, so they do not outlive the database. */
  stop(): Promise<void>;
}

/**
 * Every server process delivers the queued logout tokens: woken right after a commit that queued
 * some (wake.ts), and on a timer set for the next due retry (lib/queue-runner.ts). The claims
 * (repo.ts) make each attempt one process's and one round's. A person's sign-out never waits for
 * an app.
 */
export function logoutDelivery(ctx: DeliveryContext, log: FastifyBaseLogger): LogoutDelivery {
  const runner = queueRunner({
    clock: ctx.clock,
    maxRounds: MAX_ROUNDS,
    nextDueAt: () => nextDueAt(ctx.db),
    subscribe: onLogoutsQueued,
    async round() {
      const outcome = await deliveryRound(ctx);
      if (outcome.givenUp > 0) log.warn(`Back-channel logout: ${outcome.givenUp} logout token(s) given up (npm run cli -- backchannel list)`);
    },
    prune: () => pruneFinishedLogouts(ctx.db, ctx.clock.now() - KEEP_FINISHED_MS),
    onError: (err) => log.warn({ err }, 'Back-channel logout round failed'),
  });
  return { round: (options) => deliveryRound(ctx, options), start: runner.start, stop: runner.stop };
}
