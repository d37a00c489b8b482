import { z } from 'zod/mini';
import { text } from './fields';

/** Messages caught by the development outbox (GET /api/dev/outbox?to=ADDRESS), newest first. */
export const outboxQuery = z.object({ to: z.optional(text(254).check(z.minLength(1))) });
export const outboxMessage = z.object({
  id: z.int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = z.object({ data: z.array(outboxMessage) });
