import type { MfaMethodKind, MfaReminder, MfaSetup } from '@portal/contract/mfa';
import { DAY } from '../../../lib/clock';
import { setupNeeded } from '../setup-status';
import type { ScheduleRow } from './repo';

/**
 * The rules of the reminder schedule before forced MFA (docs/mfa-api.md): a reminder when the
 * schedule starts and each week after, `weeks` in all; the set-up is mandatory `weeks` weeks after
 * the start. An account that already holds what the forced set-up asks (an e-mail and an SMS
 * method) is done: it leaves the schedule.
 */
export const WEEK = 7 * DAY;
/** A longer schedule is more likely a typo than a plan. */
export const MAX_WEEKS = 52;

type Schedule = Pick<ScheduleRow, 'started_at' | 'weeks'>;

export const mandatoryAt = (row: Schedule): number => row.started_at + row.weeks * WEEK;

/** Weeks begun since the start (0 in the first). */
const weeksBegun = (row: Schedule, now: number): number => Math.max(0, Math.floor((now - row.started_at) / WEEK));

/** How many reminders should have gone by now: one per week begun, at most `weeks`. */
export function remindersDueBy(row: Schedule, now: number): number {
  return now < row.started_at ? 0 : Math.min(row.weeks, weeksBegun(row, now) + 1);
}

/** When a dismissed banner shows again: at the next weekly reminder, at the latest when the set-up becomes mandatory. */
export function nextReminderAfter(row: Schedule, now: number): number {
  return Math.min(mandatoryAt(row), row.started_at + (weeksBegun(row, now) + 1) * WEEK);
}

/** What the forced set-up will ask that the account still lacks; null when it holds it all. */
export function setupStillDue(user: { mfa_customer: number }, kinds: readonly MfaMethodKind[]): MfaSetup | null {
  return setupNeeded({ mfa_forced: 1, mfa_customer: user.mfa_customer }, kinds);
}

/**
 * The account's reminder for its screens, from its schedule row: null when it is not on the
 * schedule, already forced, or already set up. `dismissed`: the dashboard's banner is hidden until
 * the next weekly reminder.
 */
export function reminderFrom(
  row: ScheduleRow | undefined,
  user: { mfa_forced: number; mfa_customer: number },
  kinds: readonly MfaMethodKind[],
  now: number,
): { reminder: MfaReminder; dismissed: boolean } | null {
  const setup = row && user.mfa_forced !== 1 ? setupStillDue(user, kinds) : null;
  if (!row || !setup) return null;
  return {
    reminder: { mandatory_on: new Date(mandatoryAt(row)).toISOString(), audience: setup.audience, missing: setup.missing },
    dismissed: row.dismissed_until !== null && now < row.dismissed_until,
  };
}
