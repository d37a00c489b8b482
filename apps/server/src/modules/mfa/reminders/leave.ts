import type { Db } from '../../../db/database';
import { methodsOf } from '../repo';
import { leaveSchedule } from './repo';
import { setupStillDue } from './schedule';

/**
 * Inside the transaction that added a method: an account that now holds what the forced set-up
 * asks leaves the schedule at once (no banner, no more e-mails). Methods that arrive otherwise (a
 * merge) are noticed by the next sweep; until then the reads already show no reminder.
 */
export async function leaveScheduleWhenSetUp(db: Db, userId: number): Promise<void> {
  const kinds = (await methodsOf(db, userId, ['email', 'sms'])).map((m) => m.method);
  // The audience does not matter here, only whether anything is missing.
  if (!setupStillDue({ mfa_customer: 0 }, kinds)) await leaveSchedule(db, userId);
}
