import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BackchannelLogoutsTable } from '../../db/types';
import { LEASE_MS } from './schedule';

export type QueuedLogout = Selectable<BackchannelLogoutsTable>;

/**
 * Claims up to `limit` due logouts for one attempt each: one conditional UPDATE moves their
 * `next_attempt_at` past `now` (the lease) and counts the attempt. Of processes and rounds racing
 * for a row, the database lets one through: the others' `next_attempt_at <= now` no longer holds
 * once it has moved (PostgreSQL re-checks it on the locked row). The claimed rows come back with
 * their new attempt number, the claim's token (finishAttempt).
 */
export async function claimDueLogouts(db: Db, now: number, limit: number): Promise<QueuedLogout[]> {
  return db
    .updateTable('backchannel_logouts')
    .set((eb) => ({ next_attempt_at: now + LEASE_MS, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('backchannel_logouts').select('id').where('next_attempt_at', '<=', now).orderBy('next_attempt_at').limit(limit))
    .where('next_attempt_at', '<=', now)
    .returningAll()
    .execute();
}

export type Outcome = { kind: 'delivered' } | { kind: 'retry'; at: number } | { kind: 'given_up' };

/**
 * Records an attempt's answer and moves its logout on, in one transaction. The move is conditional
 * on the claim (same attempt number): if the lease ran out and another process took the row over,
 * the attempt is recorded and the newer claim decides.
 */
export async function finishAttempt(db: Db, logout: QueuedLogout, answer: { status: number | null; error: string | null }, outcome: Outcome, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('backchannel_logout_attempts').values({ logout_id: logout.id, at: now, status: answer.status, error: answer.error }).execute();
    const changes =
      outcome.kind === 'delivered' ? { next_attempt_at: null, delivered_at: now } : outcome.kind === 'given_up' ? { next_attempt_at: null, gave_up_at: now } : { next_attempt_at: outcome.at };
    await trx.updateTable('backchannel_logouts').set(changes).where('id', '=', logout.id).where('attempts', '=', logout.attempts).execute();
  });
}

/** When the next queued logout is due (or its lease ends), for the timer; null when none is waiting. */
export async function nextDueAt(db: Db): Promise<number | null> {
  const row = await db.selectFrom('backchannel_logouts').select((eb) => eb.fn.min('next_attempt_at').as('next')).where('next_attempt_at', 'is not', null).executeTakeFirst();
  return row?.next === null || row?.next === undefined ? null : Number(row.next);
}

/** Finished logouts queued before `before` go, with their attempts (cascade). */
export async function pruneFinishedLogouts(db: Db, before: number): Promise<void> {
  await db.deleteFrom('backchannel_logouts').where('created_at', '<', before).where('next_attempt_at', 'is', null).execute();
}

export interface LogoutReport extends QueuedLogout {
  history: { at: number; status: number | null; error: string | null }[];
}

/** The newest queued logouts with every attempt, for the CLI; `state` narrows them down. */
export async function listLogouts(db: Db, options: { limit: number; state?: 'pending' | 'delivered' | 'given_up' }): Promise<LogoutReport[]> {
  let query = db.selectFrom('backchannel_logouts').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.state === 'pending') query = query.where('next_attempt_at', 'is not', null);
  if (options.state === 'delivered') query = query.where('delivered_at', 'is not', null);
  if (options.state === 'given_up') query = query.where('gave_up_at', 'is not', null);
  const logouts = await query.execute();
  if (logouts.length === 0) return [];
  const attempts = await db
    .selectFrom('backchannel_logout_attempts')
    .select(['logout_id', 'at', 'status', 'error'])
    .where('logout_id', 'in', logouts.map((l) => l.id))
    .orderBy('logout_id')
    .orderBy('id')
    .execute();
  return logouts.map((l) => ({ ...l, history: attempts.filter((a) => a.logout_id === l.id).map(({ at, status, error }) => ({ at: Number(at), status, error })) }));
}
