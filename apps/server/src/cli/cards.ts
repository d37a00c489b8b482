import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { importCards, importInvitations, type ImportOutcome } from '../modules/cards';
import { readUtf8 } from './read-utf8';

type Group = 'cards' | 'invitations';

/**
 * `cards import FILE.csv` and `invitations import FILE.csv`: exit code 0 with a summary when the
 * whole file was imported, 1 with every bad line when nothing was.
 */
export async function importCommand(database: Database, config: Pick<Config, 'appSecret'>, group: Group, command: string | undefined, args: string[]): Promise<number> {
  const [file, ...extra] = args;
  if (command !== 'import' || !file || extra.length > 0) {
    console.error(`Usage: npm run cli -- ${group} import FILE.csv`);
    return 1;
  }
  const csv = await readUtf8(file);
  if (typeof csv !== 'string') {
    console.error(csv.error);
    return 1;
  }
  const now = Date.now();
  const outcome: ImportOutcome =
    group === 'cards' ? await importCards(database, config.appSecret, csv, now) : await importInvitations(database, config.appSecret, csv, now);
  if (!outcome.ok) {
    for (const problem of outcome.problems) console.error(problem);
    const count = outcome.problems.length;
    console.error(`Nothing was imported: ${count} problem${count === 1 ? '' : 's'} in ${file}.`);
    return 1;
  }
  const { total, new: added, updated, unchanged } = outcome.summary;
  const n = (count: number) => count.toLocaleString('en-US');
  const noun = group === 'cards' ? (total === 1 ? 'card' : 'cards') : total === 1 ? 'invitation' : 'invitations';
  console.log(`${n(total)} ${noun}: ${n(added)} new, ${n(updated)} updated, ${n(unchanged)} unchanged`);
  return 0;
}
