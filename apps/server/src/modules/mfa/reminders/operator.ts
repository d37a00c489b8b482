import type { Db } from '../../../db/database';
import { accountIdsOnPlatform, existingAccountIds, mfaFactsOfAccounts, type PlatformName } from '../../accounts';
import { methodKindsOfAccounts } from '../repo';
import { allSchedules, deleteSchedules, insertSchedules, scheduledAmong } from './repo';
import { MAX_WEEKS, mandatoryAt, setupStillDue } from './schedule';

/** What the operator's command line (cli/mfa-reminders.ts) does with the schedule. */

export type Selection = { accounts: readonly number[] } | { platform: PlatformName };

export class ReminderInputError extends Error {}

/** Ids per statement: far below SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

async function selected(db: Db, selection: Selection): Promise<number[]> {
  if ('platform' in selection) return accountIdsOnPlatform(db, selection.platform);
  const ids = [...new Set(selection.accounts)];
  const found = new Set<number>();
  for (const part of chunks(ids)) for (const id of await existingAccountIds(db, part)) found.add(id);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) throw new ReminderInputError(`No account with id ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ', …' : ''}; nothing was changed.`);
  return ids;
}

export interface StartOutcome {
  started: number[];
  alreadyOn: number[];
  alreadyForced: number[];
  alreadySetUp: number[];
  mandatoryAt: number;
}

/**
 * Puts the selected accounts on the schedule, all or (on bad input) none: the first reminder is due
 * at once, the set-up mandatory after `weeks` weeks. Accounts already on it keep their schedule;
 * accounts already forced or already set up (an e-mail and an SMS method) need no reminder.
 */
export async function startReminders(db: Db, selection: Selection, weeks: number, now: number): Promise<StartOutcome> {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_WEEKS) throw new ReminderInputError(`--weeks must be a whole number from 1 to ${MAX_WEEKS}`);
  const ids = await selected(db, selection);
  const outcome: StartOutcome = { started: [], alreadyOn: [], alreadyForced: [], alreadySetUp: [], mandatoryAt: mandatoryAt({ started_at: now, weeks }) };
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(ids)) {
      const [facts, kinds, already] = await Promise.all([mfaFactsOfAccounts(trx, part), methodKindsOfAccounts(trx, part), scheduledAmong(trx, part)]);
      const eligible: number[] = [];
      for (const account of facts) {
        if (already.has(account.id)) outcome.alreadyOn.push(account.id);
        else if (account.mfa_forced === 1) outcome.alreadyForced.push(account.id);
        else if (!setupStillDue(account, kinds.get(account.id) ?? [])) outcome.alreadySetUp.push(account.id);
        else eligible.push(account.id);
      }
      outcome.started.push(...(await insertSchedules(trx, eligible, { startedAt: now, weeks })));
    }
  });
  for (const list of [outcome.started, outcome.alreadyOn, outcome.alreadyForced, outcome.alreadySetUp]) list.sort((a, b) => a - b);
  return outcome;
}

/** Takes the selected accounts (or every account) off the schedule; answers how many were on it. Forced accounts stay forced. */
export async function stopReminders(db: Db, selection: Selection | 'all'): Promise<number> {
  if (selection === 'all') return deleteSchedules(db, 'all');
  const ids = await selected(db, selection);
  return db.transaction().execute(async (trx) => {
    let stopped = 0;
    for (const part of chunks(ids)) stopped += await deleteSchedules(trx, part);
    return stopped;
  });
}

export interface ScheduleStatus {
  userId: number;
  startedAt: number;
  weeks: number;
  remindersSent: number;
  lastRemindedAt: number | null;
  mandatoryAt: number;
  /** The banner is hidden until then. */
  dismissedUntil: number | null;
}

/** Every account on the schedule, lowest id first. */
export async function reminderStatus(db: Db, now: number): Promise<ScheduleStatus[]> {
  return (await allSchedules(db)).map((row) => ({
    userId: row.user_id,
    startedAt: row.started_at,
    weeks: row.weeks,
    remindersSent: row.reminders_sent,
    lastRemindedAt: row.last_reminded_at,
    mandatoryAt: mandatoryAt(row),
    dismissedUntil: row.dismissed_until !== null && row.dismissed_until > now ? row.dismissed_until : null,
  }));
}
