import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { systemClock } from '../lib/clock';
import { sweepErasures } from '../modules/account-deletion';

const usage = 'Usage: npm run cli -- accounts erase-due   (erases now the closed accounts whose 14 days are over: docs/privacy.md)';

/** `accounts erase-due`: one erasure sweep now, the same the servers run every 10 minutes (claimed per account: safe beside them). */
export async function accountsCommand(db: Db, config: Config, command: string | undefined): Promise<number> {
  if (command !== 'erase-due') {
    console.error(usage);
    return 1;
  }
  const { erased } = await sweepErasures({ db, clock: systemClock, config });
  console.log(`${erased} closed account(s) erased.`);
  return 0;
}
