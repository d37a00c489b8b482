import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import { preparedQuery } from '../../../db/prepared-query';
import type { MfaRemindersTable } from '../../../db/types';

/** The mfa_reminders table (migration 0022): the schedule's rows and the claims on them. */

export type ScheduleRow = Selectable<MfaRemindersTable>;

const columns = ['user_id', 'started_at', 'weeks', 'reminders_sent', 'last_reminded_at', 'next_at', 'dismissed_until'] as const;

// The dashboard and every GET /api/mfa/status read it.
const scheduleQuery = preparedQuery((db, v: { userId: number }) => db.selectFrom('mfa_reminders').select(columns).where('user_id', '=', v.userId));

export async function scheduleOf(db: Db, userId: number): Promise<ScheduleRow | undefined> {
  return (await scheduleQuery(db, { userId }))[0];
}

/** Puts the accounts on the schedule; an account already on it keeps its own. Answers the ids added. */
export async function insertSchedules(db: Db, userIds: readonly number[], start: { startedAt: number; weeks: number }): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = userIds.map((user_id) => ({ user_id, started_at: start.startedAt, weeks: start.weeks, next_at: start.startedAt }));
  const added = await db.insertInto('mfa_reminders').values(rows).onConflict((oc) => oc.column('user_id').doNothing()).returning('user_id').execute();
  return added.map((row) => row.user_id);
}

/** Which of these accounts are on the schedule already. */
export async function scheduledAmong(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('mfa_reminders').select('user_id').where('user_id', 'in', userIds).execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Takes the accounts off the schedule (all of them without a list); answers how many were on it. */
export async function deleteSchedules(db: Db, userIds: readonly number[] | 'all'): Promise<number> {
  if (userIds !== 'all' && userIds.length === 0) return 0;
  const query = db.deleteFrom('mfa_reminders');
  const result = await (userIds === 'all' ? query : query.where('user_id', 'in', userIds)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function allSchedules(db: Db): Promise<ScheduleRow[]> {
  return db.selectFrom('mfa_reminders').select(columns).orderBy('user_id').execute();
}

/** The rows whose next reminder (or forcing) is due, the oldest first. */
export function dueSchedules(db: Db, now: number, limit: number): Promise<ScheduleRow[]> {
  return db.selectFrom('mfa_reminders').select(columns).where('next_at', '<=', now).orderBy('next_at').limit(limit).execute();
}

/**
 * Claims the weekly e-mail: moves `reminders_sent` on from the value the sweep read. Another process
 * that read the same row finds the count changed and updates nothing, so one e-mail goes per week.
 */
export async function claimReminder(db: Db, row: ScheduleRow, claim: { sent: number; at: number; nextAt: number }): Promise<boolean> {
  const result = await db
    .updateTable('mfa_reminders')
    .set({ reminders_sent: claim.sent, last_reminded_at: claim.at, next_at: claim.nextAt })
    .where('user_id', '=', row.user_id)
    .where('reminders_sent', '=', row.reminders_sent)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim back after the e-mail could not be sent, so that a later sweep tries again. */
export async function releaseReminder(db: Db, row: ScheduleRow, claimed: number): Promise<void> {
  await db
    .updateTable('mfa_reminders')
    .set({ reminders_sent: row.reminders_sent, last_reminded_at: row.last_reminded_at, next_at: row.next_at })
    .where('user_id', '=', row.user_id)
    .where('reminders_sent', '=', claimed)
    .execute();
}

/** Ends one account's schedule, only if nobody changed its count meanwhile (the claim of the forcing). */
export async function endSchedule(db: Db, row: Pick<ScheduleRow, 'user_id' | 'reminders_sent'>): Promise<boolean> {
  const result = await db.deleteFrom('mfa_reminders').where('user_id', '=', row.user_id).where('reminders_sent', '=', row.reminders_sent).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends the schedule of an account that set up its methods, whatever its count. */
export async function leaveSchedule(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('mfa_reminders').where('user_id', '=', userId).execute();
}

export async function setDismissedUntil(db: Db, userId: number, until: number): Promise<boolean> {
  const result = await db.updateTable('mfa_reminders').set({ dismissed_until: until }).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
