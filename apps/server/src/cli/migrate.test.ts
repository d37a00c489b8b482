import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareSchema, schemaState } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { migrateCommand } from './migrate';

/**
 * Upgrades (issue 36): `npm run cli -- migrate` and `migrate --status`, servers that leave
 * migrations to it (MIGRATE_ON_START=false), and a process of the version before that starts on a
 * database a newer version migrated (a rolling upgrade).
 */
const secrets = { appSecret: 'x'.repeat(32) };
const names = Object.keys(migrations(secrets));

let testDb: TestDatabase | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await testDb?.drop();
  testDb = undefined;
});

async function run(database: Parameters<typeof migrateCommand>[0], status: boolean) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  const code = await migrateCommand(database, secrets, status);
  vi.restoreAllMocks();
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('migrate', () => {
  it('--status lists every migration as pending on an empty database, and migrate runs them once', async () => {
    testDb = await createTestDatabase();
    const database = testDb.open();
    const before = await run(database, true);
    expect(before.code).toBe(0);
    expect(before.out).toContain(`${names[0]}`);
    expect(before.out.match(/ pending$/gm)).toHaveLength(names.length);
    expect(before.out).toMatch(new RegExp(`${names.length} pending: npm run cli -- migrate$`));

    const first = await run(database, false);
    expect(first).toMatchObject({ code: 0, out: `Migrated: ${names.length} migrations, ${names[0]} to ${names.at(-1)}.` });
    const again = await run(database, false);
    expect(again).toMatchObject({ code: 0, out: `The database is up to date (${names.length} migrations).` });
    const after = await run(database, true);
    expect(after.out.match(/ ran \d{4}-\d\d-\d\dT/gm)).toHaveLength(names.length);
    expect(after.out).toMatch(/up to date$/);
  });

  it('a server left to the command refuses a database that lacks a migration, and serves it once migrated', async () => {
    testDb = await createTestDatabase();
    const database = testDb.open();
    await expect(prepareSchema(database, secrets, false)).rejects.toThrow(
      `The database lacks ${names.length} migrations, ${names[0]} to ${names.at(-1)}: run \`npm run cli -- migrate\` first (MIGRATE_ON_START=false)`,
    );
    expect((await schemaState(database, secrets)).pending).toEqual(names);
    await run(database, false);
    await expect(prepareSchema(database, secrets, false)).resolves.toEqual({ kind: 'current' });
  });

  it('a server that migrates at start does so once, then finds the database current', async () => {
    testDb = await createTestDatabase();
    const database = testDb.open();
    await expect(prepareSchema(database, secrets, true)).resolves.toEqual({ kind: 'migrated', names });
    await expect(prepareSchema(database, secrets, true)).resolves.toEqual({ kind: 'current' });
  });

  it('the version before an upgrade starts on the database the new version migrated, and its migrate leaves it alone', async () => {
    testDb = await createTestDatabase();
    const database = testDb.open();
    await run(database, false);
    // What the next version's migration leaves behind: a row this version does not know.
    await sql`insert into kysely_migration (name, timestamp) values ('9999_next_version', ${new Date().toISOString()})`.execute(database.db);

    for (const migrateOnStart of [true, false]) {
      await expect(prepareSchema(database, secrets, migrateOnStart)).resolves.toEqual({ kind: 'newer', names: ['9999_next_version'] });
    }
    const status = await run(database, true);
    expect(status.out).toContain('9999_next_version');
    expect(status.out).toMatch(/unknown to this version/);
    expect(status.out).toMatch(/the database is ahead of this version, which runs on it$/);
    const refused = await run(database, false);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^The database ran migrations this version does not know \(9999_next_version\): migrate with the newer version\.$/);
  });

  it('a database that is ahead and behind at once stops the start with both named', async () => {
    testDb = await createTestDatabase();
    const database = testDb.open();
    await run(database, false);
    const last = names.at(-1) ?? '';
    await sql`delete from kysely_migration where name = ${last}`.execute(database.db);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_next_version', ${new Date().toISOString()})`.execute(database.db);
    await expect(prepareSchema(database, secrets, true)).rejects.toThrow(`(9999_next_version) but lacks ${last}`);
  });
});
