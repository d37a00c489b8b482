import { z } from 'zod';
import { text } from './fields';

/** Messages caught by the development outbox (GET /api/dev/outbox?to=ADDRESS), newest first. */
export const outboxQuery = z.object({ to: text(254).min(1).optional() });
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = z.object({ data: z.array(outboxMessage) });
