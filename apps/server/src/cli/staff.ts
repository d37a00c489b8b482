import { staffRoles, type StaffRole } from '@portal/contract/support';
import type { Db } from '../db/database';
import { addStaff, listStaff, removeStaff, StaffInputError } from '../modules/support';

const usage = `Usage: npm run cli -- staff add EMAIL --role agent|admin
       npm run cli -- staff list
       npm run cli -- staff remove EMAIL`;

const isRole = (value: string | undefined): value is StaffRole => (staffRoles as readonly (string | undefined)[]).includes(value);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * `staff add|list|remove`: the support desk's staff (docs/support.md), portal accounts named by an
 * e-mail address of theirs. `add` on a staff member changes their role. A removed member's next
 * desk request is refused like anyone's; their portal session lives on.
 */
export async function staffCommand(db: Db, command: string | undefined, args: string[], options: { role?: string }, now = Date.now()): Promise<number> {
  const [address, ...extra] = args;
  try {
    if (command === 'add' && address && extra.length === 0 && isRole(options.role)) {
      const change = await addStaff(db, address, options.role, now);
      const was = change.before === null ? '' : change.before === options.role ? ' (unchanged)' : ` (was ${change.before})`;
      console.log(`${address} (account ${change.userId}) is staff of the support desk: ${options.role}${was}.`);
      if (!change.canOpenDesk) console.log('The account has no passkey or authenticator yet: the desk opens only to a session signed in with one.');
      return 0;
    }
    if (command === 'remove' && address && extra.length === 0 && options.role === undefined) {
      const removed = await removeStaff(db, address);
      if (removed === null) {
        console.error(`${address} is not staff.`);
        return 1;
      }
      console.log(`${address} (account ${removed}) is no longer staff: the desk answers them 404 from their next request.`);
      return 0;
    }
    if (command === 'list' && !address && options.role === undefined) {
      const staff = await listStaff(db);
      if (staff.length === 0) console.log('No staff.');
      for (const s of staff) console.log(`${s.userId}\t${s.role}\t${s.email ?? '-'}\t${s.name}\tsince ${day(s.since)}`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof StaffInputError)) throw error;
    console.error(error.message);
    return 1;
  }
  console.error(usage);
  return 1;
}
