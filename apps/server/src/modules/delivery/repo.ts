import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { OutboxTable } from '../../db/types';

export async function insertOutboxMessage(db: Db, row: Insertable<OutboxTable>): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}

/** Newest first, optionally for one recipient. */
export function latestOutboxMessages(db: Db, recipient: string | undefined, limit: number) {
  let query = db.selectFrom('outbox').select(['id', 'channel', 'recipient', 'subject', 'text', 'created_at']);
  if (recipient !== undefined) query = query.where('recipient', '=', recipient);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
