import type { Db } from '../db/database';
import { isPlatformName, platformColumns } from '../modules/accounts';
import { ReminderInputError, reminderStatus, startReminders, stopReminders, type Selection } from '../modules/mfa';
import { readUtf8 } from './read-utf8';

export interface ReminderOptions {
  weeks?: string;
  accounts?: string;
  platform?: string;
  all?: boolean;
}

const platforms = Object.keys(platformColumns).join(', ');
const usage = `Usage: npm run cli -- mfa-reminders start --weeks N (--accounts FILE_OR_IDS | --platform NAME)
       npm run cli -- mfa-reminders stop (--accounts FILE_OR_IDS | --platform NAME | --all)
       npm run cli -- mfa-reminders status
  FILE_OR_IDS: account ids separated by commas ("12,15,40"), or a file of ids (one or more a line, # comments)
  NAME: ${platforms}`;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));
const listed = (ids: number[]) => (ids.length <= 20 ? ids.join(', ') : `${ids.slice(0, 20).join(', ')}, … (${ids.length})`);

/** Ids from the command line or from a file: a bad token names its line, and nothing changes. */
export async function parseAccounts(value: string): Promise<number[] | { error: string }> {
  const inline = /^[\d,\s]+$/.test(value);
  const text = inline ? value : await readUtf8(value);
  if (typeof text !== 'string') return text;
  const ids: number[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    for (const token of line.replace(/#.*/, '').split(/[\s,]+/).filter(Boolean)) {
      if (!/^\d{1,15}$/.test(token) || Number(token) === 0) return { error: `${inline ? '' : `${value}, line ${index + 1}: `}"${token}" is not an account id` };
      ids.push(Number(token));
    }
  }
  return ids.length > 0 ? ids : { error: `No account ids in ${inline ? '--accounts' : value}` };
}

async function selection(options: ReminderOptions, allowAll: boolean): Promise<Selection | 'all' | { error: string }> {
  const given = [options.accounts !== undefined, options.platform !== undefined, !!options.all].filter(Boolean).length;
  if (given !== 1 || (options.all && !allowAll)) return { error: usage };
  if (options.all) return 'all';
  if (options.platform !== undefined) {
    return isPlatformName(options.platform) ? { platform: options.platform } : { error: `Unknown platform "${options.platform}" (the platforms: ${platforms})` };
  }
  const accounts = await parseAccounts(options.accounts ?? '');
  return 'error' in accounts ? accounts : { accounts };
}

/**
 * `mfa-reminders start|stop|status`: the reminder schedule before forced MFA (docs/operations.md).
 * Bad input changes nothing and exits 1 with one line saying why.
 */
export async function mfaRemindersCommand(db: Db, command: string | undefined, options: ReminderOptions, now = Date.now()): Promise<number> {
  try {
    switch (command) {
      case 'start': {
        if (options.weeks === undefined) return fail(usage);
        const chosen = await selection(options, false);
        if (chosen === 'all' || 'error' in chosen) return fail(chosen === 'all' ? usage : chosen.error);
        // startReminders refuses anything but a whole number in range.
        const outcome = await startReminders(db, chosen, /^\d+$/.test(options.weeks) ? Number(options.weeks) : NaN, now);
        console.log(
          `${outcome.started.length} account(s) put on the MFA reminder schedule: an e-mail each week for ${options.weeks} week(s), starting within minutes; two-step verification becomes mandatory on ${day(outcome.mandatoryAt)} at the next sign-in.`,
        );
        if (outcome.alreadyOn.length > 0) console.log(`Already on the schedule (kept as it was): ${listed(outcome.alreadyOn)}`);
        if (outcome.alreadySetUp.length > 0) console.log(`Skipped, two-step verification already set up: ${listed(outcome.alreadySetUp)}`);
        if (outcome.alreadyForced.length > 0) console.log(`Skipped, two-step verification already mandatory: ${listed(outcome.alreadyForced)}`);
        return 0;
      }
      case 'stop': {
        const chosen = await selection(options, true);
        if (chosen !== 'all' && 'error' in chosen) return fail(chosen.error);
        const stopped = await stopReminders(db, chosen);
        console.log(`${stopped} account(s) taken off the MFA reminder schedule; accounts already made mandatory stay so.`);
        return 0;
      }
      case 'status': {
        if (options.accounts !== undefined || options.platform !== undefined || options.all || options.weeks !== undefined) return fail(usage);
        const rows = await reminderStatus(db, now);
        console.log(`${rows.length} account(s) on the MFA reminder schedule`);
        if (rows.length > 0) console.log('account\tstarted\tweeks\treminders sent\tlast reminder\tmandatory on\tbanner dismissed until');
        for (const r of rows) {
          console.log(`${r.userId}\t${day(r.startedAt)}\t${r.weeks}\t${r.remindersSent}\t${when(r.lastRemindedAt)}\t${day(r.mandatoryAt)}\t${when(r.dismissedUntil)}`);
        }
        return 0;
      }
      default:
        return fail(usage);
    }
  } catch (error) {
    if (error instanceof ReminderInputError) return fail(error.message);
    throw error;
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}
