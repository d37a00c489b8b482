import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { MessageQueueTable } from '../../../db/types';
import { LEASE_MS } from './schedule';

export type QueuedMessage = Selectable<MessageQueueTable>;
export type MessageState = QueuedMessage['state'];

export async function insertQueuedMessage(db: Db, row: Insertable<MessageQueueTable>): Promise<void> {
  await db.insertInto('message_queue').values(row).execute();
}

/**
 * Claims up to `limit` due messages for one attempt each: one conditional UPDATE moves their
 * `next_attempt_at` past `now` (the lease) and counts the attempt. Of processes and rounds racing
 * for a row, the database lets one through: the others' `next_attempt_at <= now` no longer holds
 * once it has moved (PostgreSQL re-checks it on the locked row). The claimed rows come back with
 * their new attempt number, the claim's token (finishAttempt).
 */
export async function claimDueMessages(db: Db, now: number, limit: number): Promise<QueuedMessage[]> {
  return db
    .updateTable('message_queue')
    .set((eb) => ({ next_attempt_at: now + LEASE_MS, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('message_queue').select('id').where('next_attempt_at', '<=', now).orderBy('next_attempt_at').limit(limit))
    .where('next_attempt_at', '<=', now)
    .returningAll()
    .execute();
}

export type Finish = { state: 'sent' | 'expired' | 'given_up' } | { state: 'pending'; retryAt: number };

/**
 * Records an attempt's end: a retry's time, or the message's end, when its sealed body goes. The
 * change is conditional on the claim (same attempt number): if the lease ran out and another
 * process took the row over, the newer claim decides.
 */
export async function finishAttempt(db: Db, message: QueuedMessage, finish: Finish, error: string | null, now: number): Promise<void> {
  const changes =
    finish.state === 'pending'
      ? { next_attempt_at: finish.retryAt, last_error: error }
      : { state: finish.state, next_attempt_at: null, finished_at: now, body_sealed: null, ...(error === null ? {} : { last_error: error }) };
  await db.updateTable('message_queue').set(changes).where('id', '=', message.id).where('attempts', '=', message.attempts).execute();
}

/** When the next queued message is due (or its lease ends), for the timer; null when none is waiting. */
export async function nextDueAt(db: Db): Promise<number | null> {
  const row = await db.selectFrom('message_queue').select((eb) => eb.fn.min('next_attempt_at').as('next')).where('next_attempt_at', 'is not', null).executeTakeFirst();
  return row?.next === null || row?.next === undefined ? null : Number(row.next);
}

/** Finished messages queued before `before` go. */
export async function pruneFinishedMessages(db: Db, before: number): Promise<void> {
  await db.deleteFrom('message_queue').where('created_at', '<', before).where('next_attempt_at', 'is', null).execute();
}

/** What the CLI shows of a queued message: everything but its sealed body. */
export type MessageReport = Omit<QueuedMessage, 'body_sealed'>;

/** The newest queued messages, for the CLI; `state` narrows them down. */
export function listQueuedMessages(db: Db, options: { limit: number; state?: MessageState }): Promise<MessageReport[]> {
  let query = db
    .selectFrom('message_queue')
    .select(['id', 'message_id', 'channel', 'recipient', 'created_at', 'expires_at', 'next_attempt_at', 'attempts', 'state', 'finished_at', 'last_error'])
    .orderBy('id', 'desc')
    .limit(options.limit);
  if (options.state !== undefined) query = query.where('state', '=', options.state);
  return query.execute();
}
