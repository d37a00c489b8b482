import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { outboxDelivery } from './outbox';
import { queuedDelivery, type MessageQueue } from './queue/queue';
import { smsWebhookTransport } from './sms-webhook';
import { smtpTransport } from './smtp';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  /** E-mail address or E.164 phone number. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * When the code or link it carries stops working (epoch ms): a queued message is never sent
   * after it. Notices have none, and are retried for a day.
   */
  expiresAt?: number;
}

export interface Delivery {
  /** Hands the message over: written to the dev outbox, or queued for the worker (answers once stored). */
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
  /** With real delivery, the queue's worker: the app starts it once ready; close() stops it. */
  queue?: MessageQueue;
}

/**
 * The dev outbox (written at once) in development; otherwise the durable queue, whose worker
 * sends e-mail by SMTP and text messages to the signed SMS webhook (queue/, docs/operations.md).
 */
export function createDelivery(config: Pick<Config, 'delivery' | 'appSecret'>, db: Db, clock: Clock, log: FastifyBaseLogger): Delivery {
  const target = config.delivery;
  if (target.kind === 'outbox') return outboxDelivery(db, clock);
  const transports = { email: smtpTransport(target.smtpUrl, target.smtpFrom), sms: smsWebhookTransport(target.smsWebhookUrl, target.smsWebhookSecret) };
  return queuedDelivery({ db, clock, appSecret: config.appSecret, transports, log });
}
