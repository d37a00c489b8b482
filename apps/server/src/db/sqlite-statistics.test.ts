import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '../test/database';
import type { Database } from './database';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  ({ testDb, database } = await migratedTestDatabase());
});
afterAll(() => testDb.drop());

// PostgreSQL keeps its statistics itself (autovacuum); this is about the SQLite connection.
describe.skipIf(process.env.TEST_DATABASE_URL)('SQLite statistics', () => {
  it('a connection opened on a database with many tokens finds a merged account’s grants by the account index', async () => {
    const rows = Array.from({ length: 4_000 }, (_, i) => ({
      model: i % 4 === 0 ? 'Grant' : 'AccessToken',
      id: `token-${i}`,
      payload: '{}',
      account_id: i % 4 === 0 ? String(i % 500) : null,
      client_id: 'partner',
      expires_at: Date.now() + 3_600_000,
    }));
    for (let i = 0; i < rows.length; i += 500) await database.db.insertInto('oidc_payloads').values(rows.slice(i, i + 500)).execute();

    const reopened = testDb.open();
    // The predicate of oidc/grants.ts for an account with one merged into it.
    const plan = await sql<{ detail: string }>`explain query plan select id from oidc_payloads where model = 'Grant' and account_id in ('4', '8') and (expires_at is null or expires_at > 0)`.execute(reopened.db);
    expect(plan.rows.map((r) => r.detail).join('\n')).toContain('oidc_payloads_account_client');
  });
});
