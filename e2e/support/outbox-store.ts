import { readRows } from './test-database';

export type OutboxRow = { recipient: string; subject: string | null; text: string; html: string | null };

/**
 * Every message the dev outbox of a test server's database holds (support/test-database.ts).
 * Read from the database, not the API: the API shows 50. An absent database has no messages.
 */
export function outboxOf(name: string): Promise<OutboxRow[]> {
  return readRows<OutboxRow>(name, 'select recipient, subject, text, html from outbox order by id');
}
