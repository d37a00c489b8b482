import type { Database } from '../db/database';
import { listed, migrateToLatest, schemaState, type SchemaState } from '../db/migrate';
import type { MigrationSecrets } from '../db/migrations/index';

/**
 * `migrate` brings the database to this version; `migrate --status` only says where it stands:
 * each migration with when it ran, the pending ones, and any a newer version ran.
 */
export async function migrateCommand(database: Database, secrets: MigrationSecrets, statusOnly: boolean): Promise<number> {
  const state = await schemaState(database, secrets);
  if (statusOnly) {
    console.log(describeState(state));
    return 0;
  }
  if (state.newer.length > 0) {
    console.error(`The database ran migrations this version does not know (${state.newer.join(', ')}): migrate with the newer version.`);
    return 1;
  }
  if (state.pending.length === 0) {
    console.log(`The database is up to date (${state.known.length} migrations).`);
    return 0;
  }
  await migrateToLatest(database, secrets);
  console.log(`Migrated: ${listed(state.pending)}.`);
  return 0;
}

function describeState(state: SchemaState): string {
  const lines = state.known.map(({ name, executedAt }) => `${name.padEnd(34)} ${executedAt ? `ran ${executedAt.toISOString()}` : 'pending'}`);
  lines.push(...state.newer.map((name) => `${name.padEnd(34)} ran, unknown to this version (a newer one migrated)`));
  const summary =
    state.pending.length > 0
      ? `${state.pending.length} pending: npm run cli -- migrate`
      : state.newer.length > 0
        ? 'the database is ahead of this version, which runs on it'
        : 'up to date';
  return `${lines.join('\n')}\n\n${summary}`;
}
