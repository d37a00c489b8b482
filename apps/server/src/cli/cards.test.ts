import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { findOpenInvitation } from '../modules/cards';
import { migratedTestDatabase, type TestDatabase } from '../test/database';
import { importCommand } from './cards';

const config = { appSecret: 'c'.repeat(32) };
let testDb: TestDatabase;
let database: Database;
let dir: string;
beforeAll(async () => {
  ({ testDb, database } = await migratedTestDatabase());
  dir = mkdtempSync(join(tmpdir(), 'cards-cli-'));
});
afterAll(async () => {
  await testDb.drop();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** Runs the command as `npm run cli -- GROUP ...ARGS` would, with what it prints. */
async function run(group: 'cards' | 'invitations', ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  const [command, ...rest] = args;
  const code = await importCommand(database, config, group, command, rest);
  vi.restoreAllMocks();
  return { code, out, err };
}

const cards = 'card_number,kind,firstname,lastname,national_register_number,language,status\n5065000000000011,activ,Anna,,,nl,\n5065000000000029,eco,Bob,,,fr,blocked\n';

describe('npm run cli -- cards|invitations import FILE.csv', () => {
  it('exits 0 with a summary, and again with nothing new on the same file', async () => {
    const path = file('cards.csv', cards);
    expect(await run('cards', 'import', path)).toEqual({ code: 0, out: ['2 cards: 2 new, 0 updated, 0 unchanged'], err: [] });
    expect(await run('cards', 'import', path)).toEqual({ code: 0, out: ['2 cards: 0 new, 0 updated, 2 unchanged'], err: [] });
  });

  it('exits 1 naming every bad line, and imports nothing', async () => {
    const path = file('bad.csv', 'code,platform,email,firstname,lastname,company,language,expires_at\nGOOD-CODE-1,mymonizze,,,,,,\nbad,mymonizze,,,,,,\n');
    expect(await run('invitations', 'import', path)).toEqual({
      code: 1,
      out: [],
      err: ['line 3: code: not 6 to 32 letters and digits (spaces and dashes ignored)', `Nothing was imported: 1 problem in ${path}.`],
    });
    expect(await findOpenInvitation(database.db, config.appSecret, 'GOOD-CODE-1', Date.now())).toBeNull();
  });

  it('imports invitations with the server secret, so onboarding finds them', async () => {
    const path = file('invitations.csv', 'code,platform,email,firstname,lastname,company,language,expires_at\nHELLO-CLI-1,clientarea,,,,,,\n');
    expect(await run('invitations', 'import', path)).toEqual({ code: 0, out: ['1 invitation: 1 new, 0 updated, 0 unchanged'], err: [] });
    expect(await findOpenInvitation(database.db, config.appSecret, 'hello cli 1', Date.now())).toMatchObject({ platform: 'clientarea' });
  });

  it('exits 1 on a missing file, a file that is not UTF-8, and a wrong command line', async () => {
    expect(await run('cards', 'import', join(dir, 'nope.csv'))).toEqual({ code: 1, out: [], err: [`Cannot read ${join(dir, 'nope.csv')}: no such file`] });
    const latin1 = file('latin1.csv', Buffer.from('card_number,kind,firstname,lastname,national_register_number,language,status\n5065000000000037,activ,L\xe9a,,,,\n', 'latin1'));
    expect(await run('cards', 'import', latin1)).toEqual({ code: 1, out: [], err: [`Cannot read ${latin1}: it is not UTF-8 text (save it as "CSV UTF-8")`] });
    expect(await run('cards', 'import')).toEqual({ code: 1, out: [], err: ['Usage: npm run cli -- cards import FILE.csv'] });
    expect(await run('invitations', 'load', 'x.csv')).toEqual({ code: 1, out: [], err: ['Usage: npm run cli -- invitations import FILE.csv'] });
    expect(await run('cards', 'import', 'a.csv', 'b.csv')).toEqual({ code: 1, out: [], err: ['Usage: npm run cli -- cards import FILE.csv'] });
  });
});
