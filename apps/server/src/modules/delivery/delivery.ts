import type { DeliveryTarget } from '../../config/config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { outboxDelivery } from './outbox';
import { smsWebhookDelivery } from './sms-webhook';
import { smtpDelivery } from './smtp';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  /** E-mail address or E.164 phone number. */
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/** The outbox in development, otherwise SMTP for e-mail and the SMS webhook for text messages. */
export function createDelivery(target: DeliveryTarget, db: Db, clock: Clock): Delivery {
  if (target.kind === 'outbox') return outboxDelivery(db, clock);
  const channels: Record<Channel, Delivery> = {
    email: smtpDelivery(target.smtpUrl, target.smtpFrom),
    sms: smsWebhookDelivery(target.smsWebhookUrl),
  };
  return {
    send: (message) => channels[message.channel].send(message),
    close: async () => {
      await Promise.all(Object.values(channels).map((c) => c.close()));
    },
  };
}
