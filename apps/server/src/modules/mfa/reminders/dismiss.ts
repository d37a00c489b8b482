import type { Db } from '../../../db/database';
import { ApiError } from '../../../lib/api-error';
import { scheduleOf, setDismissedUntil } from './repo';
import { nextReminderAfter } from './schedule';

/** POST /api/mfa/reminder/dismiss: the banner hides until the next weekly reminder; 404 off the schedule. */
export async function dismissReminder(db: Db, userId: number, now: number): Promise<void> {
  const row = await scheduleOf(db, userId);
  if (!row || !(await setDismissedUntil(db, userId, nextReminderAfter(row, now)))) throw new ApiError('not_found');
}
