import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { deviceHeaders, sessionHeaders, signIn } from '../test/flows';
import { partnerRequest } from '../test/oauth';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL ending the pool's connections (a restart, pg_terminate_backend, a failover) while
 * requests run: the process lives on, each request either succeeds or answers 503
 * service.unavailable, and the pool serves again with new connections. Only this file's pool is
 * targeted (its application_name), never other test runs sharing the database.
 */
describe.skipIf(!testDatabaseUrl)('PostgreSQL connections ended under load', () => {
  let t: TestApp;
  let token: string;
  let admin: pg.Client;
  let applicationName: string;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    t = await startTestApp();
    token = await signIn(t.app);
    const { rows } = await sql<{ name: string }>`select current_setting('application_name') as name`.execute(t.database.db);
    applicationName = rows[0]!.name;
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    process.on('uncaughtException', recordUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    await admin?.end();
    await t?.close();
  });

  const terminateOurConnections = async (): Promise<number> => {
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
    return rowCount ?? 0;
  };

  /** A mix that reads and writes: a session's account (resumes the session), a public look-up, the OpenID provider. */
  const oneOfEach = () => [
    t.app.inject({ method: 'GET', url: '/api/user', headers: sessionHeaders(token) }),
    t.app.inject({ method: 'GET', url: '/api/clients/demo-partner/name', headers: deviceHeaders() }),
    t.app.inject({ method: 'GET', url: partnerRequest().path, headers: { accept: 'application/json' } }),
  ];

  it('answers 503 service.unavailable or succeeds while they are ended, never 500, and serves again after', async () => {
    const answers: { status: number; body: string }[] = [];
    let terminated = 0;
    for (let round = 0; round < 12; round++) {
      const batch = Array.from({ length: 10 }, oneOfEach).flat();
      // Half the rounds end the connections mid-batch (queries in flight), half between batches (idle ones).
      if (round % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      terminated += await terminateOurConnections();
      for (const response of await Promise.all(batch)) answers.push({ status: response.statusCode, body: response.body });
    }

    expect(terminated).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    const failures = answers.filter((a) => a.status >= 500);
    expect(failures.length, 'some requests met an ended connection').toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status, failure.body).toBe(503);
      const body = JSON.parse(failure.body) as { code?: string; error?: string };
      // The provider's endpoints keep OAuth's error shape; the API answers with the contract's code.
      expect(body.code ?? body.error).toMatch(/^(service\.unavailable|server_error)$/);
    }

    // The same app, on new connections.
    const after = await Promise.all(Array.from({ length: 5 }, oneOfEach).flat());
    expect(after.map((r) => r.statusCode)).toEqual(Array.from({ length: 5 }, () => [200, 200, 303]).flat());
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toMatchObject({ status: expect.stringMatching(/^(ok|degraded)$/), database: 'ok' });
  }, 60_000);
});
