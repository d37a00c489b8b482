import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Delivery } from './delivery';
import { insertOutboxMessage } from './repo';

/**
 * Development delivery: messages land in the outbox table, where every server process and the
 * tests can read them (GET /api/dev/outbox, /dev/outbox).
 */
export function outboxDelivery(db: Db, clock: Clock): Delivery {
  return {
    async send({ channel, to, subject, text, html }) {
      await insertOutboxMessage(db, { channel, recipient: to, subject, text, html: html ?? null, created_at: clock.now() });
    },
    async close() {},
  };
}
