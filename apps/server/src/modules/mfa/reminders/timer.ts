import type { FastifyBaseLogger } from 'fastify';
import { MINUTE } from '../../../lib/clock';
import { sweepReminders, type SweepContext, type SweepOutcome } from './sweep';

/**
 * Nothing else in the portal runs periodic work of the application, and the processes share no
 * state: so every server process sweeps the reminder schedule on a timer of its own, and the claims
 * in the database (sweep.ts) make each e-mail and each forcing happen once. A timer rather than a
 * sweep triggered by requests: the weekly e-mail must reach people who do not come to the portal,
 * and a sign-in must not wait for e-mails to other people.
 */
export const SWEEP_EVERY_MS = 5 * MINUTE;

export interface ReminderSweeps {
  /** One sweep now (tests, and the timer). */
  sweep(): Promise<SweepOutcome>;
  start(): void;
  /** Stops the timer and waits for a sweep under way, so it does not outlive the database. */
  stop(): Promise<void>;
}

export function reminderSweeps(ctx: SweepContext, log: FastifyBaseLogger): ReminderSweeps {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => sweepReminders(ctx);
  const tick = async () => {
    // A slow sweep (a slow SMTP server) is not overtaken by the next one of the same process.
    if (running) return;
    running = sweep()
      .then((outcome) => {
        if (outcome.failed > 0) log.warn(`MFA reminders: ${outcome.failed} e-mail(s) could not be sent; the next sweep tries again`);
      })
      .catch((err: unknown) => log.warn({ err }, 'MFA reminder sweep failed'))
      .finally(() => (running = undefined));
    await running;
  };
  return {
    sweep,
    start: () => {
      timer = setInterval(() => void tick(), SWEEP_EVERY_MS);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
