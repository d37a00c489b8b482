import type { FastifyBaseLogger } from 'fastify';
import { MINUTE } from '../../lib/clock';
import { sweepErasures, type ErasureContext, type ErasureOutcome } from './erase';

/**
 * Every server process sweeps the closed accounts on a timer of its own, like the MFA reminders
 * (modules/mfa/reminders/timer.ts): the processes share no state, and each erasure is claimed in
 * the database (erase.ts), so one process erases each account. Erasure is due days ahead: a few
 * minutes late is nothing, and `npm run cli -- accounts erase-due` runs a sweep at once.
 */
export const ERASURE_SWEEP_EVERY_MS = 10 * MINUTE;

export interface ErasureSweeps {
  /** One sweep now (tests, the CLI, and the timer). */
  sweep(): Promise<ErasureOutcome>;
  start(): void;
  /** Stops the timer and waits for a sweep under way, so it does not outlive the database. */
  stop(): Promise<void>;
}

export function erasureSweeps(ctx: ErasureContext, log: FastifyBaseLogger): ErasureSweeps {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => sweepErasures(ctx);
  const tick = async () => {
    if (running) return;
    running = sweep()
      .then((outcome) => {
        if (outcome.erased > 0) log.info(`Account erasure: ${outcome.erased} closed account(s) erased`);
      })
      .catch((err: unknown) => log.warn({ err }, 'Account erasure sweep failed'))
      .finally(() => (running = undefined));
    await running;
  };
  return {
    sweep,
    start: () => {
      timer = setInterval(() => void tick(), ERASURE_SWEEP_EVERY_MS);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
