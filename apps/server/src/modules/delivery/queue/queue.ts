import { randomUUID } from 'node:crypto';
import { queueRunner } from '../../../lib/queue-runner';
import { maskEmail, maskPhone } from '../../../lib/mask';
import type { Delivery } from '../delivery';
import { insertQueuedMessage, nextDueAt, pruneFinishedMessages } from './repo';
import { messageRound, type QueueContext, type RoundOutcome } from './round';
import { KEEP_FINISHED_MS } from './schedule';
import { sealBody } from './sealing';

/** Rounds under way at once in one process (lib/queue-runner.ts): a hanging provider holds one. */
const MAX_ROUNDS = 4;

export interface MessageQueue {
  /** One round now (tests; the timer and wake-ups run the same). */
  round(options?: { timeoutMs?: number }): Promise<RoundOutcome>;
  start(): void;
  /** Stops the timer and waits for the rounds under way, so they do not outlive the database. */
  stop(): Promise<void>;
}

/**
 * Real delivery: `send` stores the message in the queue table (its body sealed) and wakes this
 * process's worker, which sends it at once; every server process runs a worker, on a timer set
 * for the next due retry (lib/queue-runner.ts), so a message outlives its process and a provider's
 * outage. The claims (repo.ts) make each attempt one process's.
 */
export function queuedDelivery(ctx: QueueContext): Delivery & { queue: MessageQueue } {
  const runner = queueRunner({
    clock: ctx.clock,
    maxRounds: MAX_ROUNDS,
    nextDueAt: () => nextDueAt(ctx.db),
    round: async () => void (await messageRound(ctx)),
    prune: () => pruneFinishedMessages(ctx.db, ctx.clock.now() - KEEP_FINISHED_MS),
    onError: (err) => ctx.log.warn({ err }, 'Delivery round failed'),
  });
  const queue: MessageQueue = { round: (options) => messageRound(ctx, options), start: runner.start, stop: runner.stop };
  return {
    queue,
    async send(message) {
      const now = ctx.clock.now();
      const messageId = randomUUID();
      await insertQueuedMessage(ctx.db, {
        message_id: messageId,
        channel: message.channel,
        recipient: message.channel === 'email' ? maskEmail(message.to) : maskPhone(message.to),
        body_sealed: sealBody(ctx.appSecret, messageId, message),
        created_at: now,
        expires_at: message.expiresAt ?? null,
        next_attempt_at: now,
      });
      runner.wake();
    },
    async close() {
      await runner.stop();
      for (const transport of Object.values(ctx.transports)) transport.close();
    },
  };
}
