import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { drainDue } from '../../../lib/queue-runner';
import { messagesDelivered } from '../../metrics';
import type { Channel } from '../delivery';
import type { Transport } from '../transport';
import { claimDueMessages, finishAttempt, type Finish, type QueuedMessage } from './repo';
import { afterFailure, ATTEMPT_TIMEOUT_MS } from './schedule';
import { openBody } from './sealing';

export interface QueueContext {
  db: Db;
  clock: Clock;
  appSecret: string;
  transports: Record<Channel, Transport>;
  log: FastifyBaseLogger;
}

/** Each attempt's outcome, as counted by portal_messages_total (modules/metrics). */
export type AttemptOutcome = 'sent' | 'failed' | 'expired' | 'given_up';
export type RoundOutcome = Record<AttemptOutcome, number>;

/**
 * Sends the messages that are due: claims batches (repo.ts: one process per attempt), drops a
 * code past its expiry unsent, sends the others and records the end or the next retry.
 */
export async function messageRound(ctx: QueueContext, options: { timeoutMs?: number } = {}): Promise<RoundOutcome> {
  const outcomes = await drainDue(
    (limit) => claimDueMessages(ctx.db, ctx.clock.now(), limit),
    (message) => attempt(ctx, message, options.timeoutMs ?? ATTEMPT_TIMEOUT_MS[message.channel]),
  );
  const counts: RoundOutcome = { sent: 0, failed: 0, expired: 0, given_up: 0 };
  for (const outcome of outcomes) counts[outcome]++;
  return counts;
}

async function attempt(ctx: QueueContext, message: QueuedMessage, timeoutMs: number): Promise<AttemptOutcome> {
  const { finish, error } = await send(ctx, message, timeoutMs);
  await finishAttempt(ctx.db, message, finish, error, ctx.clock.now());
  const outcome = finish.state === 'pending' ? 'failed' : finish.state;
  messagesDelivered.inc({ channel: message.channel, outcome });
  if (outcome === 'given_up') {
    ctx.log.warn(`Delivery: ${message.channel} message ${message.message_id} to ${message.recipient} given up after ${message.attempts} attempt(s) (${error}); npm run cli -- deliveries list --state given-up`);
  }
  return outcome;
}

async function send(ctx: QueueContext, message: QueuedMessage, timeoutMs: number): Promise<{ finish: Finish; error: string | null }> {
  // A code that no longer works is not sent late: the person has asked for another by now.
  if (message.expires_at !== null && ctx.clock.now() >= message.expires_at) return { finish: { state: 'expired' }, error: null };
  const body = openBody(ctx.appSecret, message.message_id, message.body_sealed);
  if (!body) return { finish: { state: 'given_up' }, error: 'the sealed body does not open (APP_SECRET changed since it was queued?)' };
  try {
    await ctx.transports[message.channel].send({ channel: message.channel, ...body }, message.message_id, timeoutMs);
    return { finish: { state: 'sent' }, error: null };
  } catch (error) {
    const next = afterFailure(message, ctx.clock.now());
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 200);
    return { finish: next.kind === 'retry' ? { state: 'pending', retryAt: next.at } : { state: next.kind }, error: reason };
  }
}
