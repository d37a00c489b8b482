import { SETUP_MFA_PATH } from '@portal/contract/spa-paths';
import type { AppContext } from '../../../app-context';
import { forceMfaSetup, mfaFactsOfAccounts } from '../../accounts';
import { mfaReminderMessage } from '../../delivery';
import { methodKindsOfAccounts } from '../repo';
import { claimReminder, dueSchedules, endSchedule, leaveSchedule, releaseReminder, type ScheduleRow } from './repo';
import { WEEK, mandatoryAt, remindersDueBy, setupStillDue } from './schedule';

export type SweepContext = Pick<AppContext, 'db' | 'clock' | 'delivery' | 'config'>;

export interface SweepOutcome {
  /** Weekly e-mails claimed and sent. */
  reminded: number;
  /** Accounts whose weeks were over: their set-up is now mandatory. */
  forced: number;
  /** Accounts that had set up their methods (or were forced otherwise) and left the schedule. */
  left: number;
  /** E-mails that could not be sent: their claims were given back for the next sweep. */
  failed: number;
}

const BATCH = 100;
/** One sweep handles at most this many batches; the next sweep goes on. */
const MAX_BATCHES = 50;

type Facts = Awaited<ReturnType<typeof mfaFactsOfAccounts>>[number];
type Step = 'reminded' | 'forced' | 'left' | 'failed' | null;

/**
 * Sends the reminders that are due, forces the set-up of accounts whose weeks are over, and drops
 * accounts that set up their methods meanwhile. Every process runs it (timer.ts), at once if need
 * be: each e-mail and each forcing is claimed by a conditional update, so one process does it.
 */
export async function sweepReminders(ctx: SweepContext): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { reminded: 0, forced: 0, left: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const now = ctx.clock.now();
    const due = await dueSchedules(ctx.db, now, BATCH);
    const ids = due.map((row) => row.user_id);
    const [facts, kinds] = await Promise.all([mfaFactsOfAccounts(ctx.db, ids), methodKindsOfAccounts(ctx.db, ids)]);
    const factsOf = new Map(facts.map((f) => [f.id, f]));
    let progressed = 0;
    for (const row of due) {
      const account = factsOf.get(row.user_id);
      const step = account ? await handle(ctx, row, account, kinds.get(row.user_id) ?? [], now) : null;
      if (step) outcome[step]++;
      if (step && step !== 'failed') progressed++;
    }
    // A short batch was the last; a batch where nothing moved (e-mails that failed, or rows another
    // process took) would come back unchanged.
    if (due.length < BATCH || progressed === 0) break;
  }
  return outcome;
}

async function handle(ctx: SweepContext, row: ScheduleRow, account: Facts, kinds: Parameters<typeof setupStillDue>[1], now: number): Promise<Step> {
  if (account.mfa_forced === 1 || !setupStillDue(account, kinds)) {
    await leaveSchedule(ctx.db, row.user_id);
    return 'left';
  }
  if (now >= mandatoryAt(row)) {
    // Reminders a stopped server missed are not sent late: the day has come.
    const forced = await ctx.db.transaction().execute(async (trx) => {
      if (!(await endSchedule(trx, row))) return false;
      await forceMfaSetup(trx, row.user_id);
      return true;
    });
    return forced ? 'forced' : null;
  }
  // One e-mail however many weeks a stopped server missed.
  const sent = remindersDueBy(row, now);
  if (!(await claimReminder(ctx.db, row, { sent, at: now, nextAt: row.started_at + sent * WEEK }))) return null;
  if (!account.email) return 'reminded';
  const message = mfaReminderMessage({ to: account.email, language: account.language, mandatoryAt: mandatoryAt(row), setupUrl: `${ctx.config.publicUrl}${SETUP_MFA_PATH}` });
  try {
    await ctx.delivery.send(message);
    return 'reminded';
  } catch {
    await releaseReminder(ctx.db, row, sent);
    return 'failed';
  }
}
