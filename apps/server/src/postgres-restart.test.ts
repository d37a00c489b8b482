import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childPids, freePort, isRunning, spawnServer, waitFor, workersAnswering } from './test/processes';
import { postgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from './test/throwaway-postgres';

const bin = postgresBinaries();
// It needs nothing of SQLite nor of the shared PostgreSQL: it runs once, in the PostgreSQL pass.
const skipReason = !bin
  ? 'no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)'
  : !process.env.TEST_DATABASE_URL
    ? 'it runs in the PostgreSQL pass (TEST_DATABASE_URL set)'
    : null;
/** Three tsx processes start in a few seconds, but the whole suite shares two cores with them. */
const STARTUP_MS = 60_000;
if (skipReason) console.log(`Skipping the PostgreSQL restart test: ${skipReason}`);

/**
 * `npm run serve -- --workers 2` on a PostgreSQL cluster of its own, which the test restarts and
 * stops (never the machine's shared one): the server processes survive it, answer 503 meanwhile,
 * and serve again when it is back; the primary survives a server process that dies or cannot start.
 */
describe.skipIf(skipReason !== null)('PostgreSQL restarts under npm run serve -- --workers 2', () => {
  let postgres: ThrowawayPostgres;
  let server: ReturnType<typeof spawnServer>;
  let base: string;
  let metricsPort: number;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(bin!);
    const port = await freePort();
    metricsPort = await freePort();
    while (metricsPort === port) metricsPort = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawnServer({ NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), METRICS_PORT: String(metricsPort), SEED_DEMO: 'false', DATABASE_URL: postgres.url, REDIS_URL: undefined }, ['--workers', '2']);
  }, 30_000);
  afterAll(async () => {
    server?.process.kill('SIGKILL');
    await postgres?.remove();
  });

  const readiness = () => fetch(`${base}/api/health/ready`).then((r) => r.status, () => 0);
  /** Reads the database: 200 whenever it answers, whether or not the app exists. */
  const lookUp = () => fetch(`${base}/api/clients/some-app/name`).then(async (r) => ({ status: r.status, body: await r.text() }), () => ({ status: 0, body: 'no answer' }));
  const primaryPid = () => server.process.pid!;
  /** Both processes have started (the primary's scrape reaches only those listening), not merely one of them ready. */
  const bothListening = async () => childPids(primaryPid()).length === 2 && (await readiness()) === 200 && (await workersAnswering(metricsPort)) === 2;

  it('answers 503 or succeeds through pg_ctl restart -m fast, with the same processes, and is ready again after', async () => {
    expect(await waitFor(bothListening, STARTUP_MS, 200), server.output()).toBe(true);
    const workers = childPids(primaryPid());

    const answers: { status: number; body: string }[] = [];
    const readinessSeen = new Set<number>();
    let loading = true;
    const load = Promise.all([
      ...Array.from({ length: 4 }, async () => {
        while (loading) answers.push(await lookUp());
      }),
      (async () => {
        while (loading) readinessSeen.add(await readiness());
      })(),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await postgres.ctl('restart');
    expect(await waitFor(async () => (await readiness()) === 200, 10_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    loading = false;
    await load;

    const unexpected = answers.filter((a) => a.status !== 200 && !(a.status === 503 && JSON.parse(a.body).code === 'service.unavailable'));
    expect(unexpected, server.output()).toEqual([]);
    expect(answers.length).toBeGreaterThan(10);
    console.log(`Through pg_ctl restart -m fast: ${answers.filter((a) => a.status === 503).length} answers 503 of ${answers.length}; readiness answered ${[...readinessSeen].join(', ')}`);
    expect([...readinessSeen].sort()).toEqual([200, 503]);
    expect(childPids(primaryPid()), `no server process died: ${server.output()}`).toEqual(workers);
    expect((await lookUp()).status).toBe(200);
  }, STARTUP_MS + 30_000);

  it('reports the database down while it is stopped, and a server process that cannot start meanwhile does not end the primary', async () => {
    await postgres.ctl('stop');
    const started = Date.now();
    expect(await readiness()).toBe(503);
    const during = await lookUp();
    // Refused connections fail at once: well within the pool's 5 s wait and readiness's 2 s.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(during.status).toBe(503);
    expect(JSON.parse(during.body)).toEqual({ code: 'service.unavailable', message: expect.any(String) });

    // Kill one: its replacement cannot start while the database is down (it reads the signing keys).
    const [victim] = childPids(primaryPid());
    process.kill(Number(victim), 'SIGKILL');
    expect(await waitFor(() => server.output().includes('could not start'), STARTUP_MS), server.output()).toBe(true);
    expect(isRunning(primaryPid())).toBe(true);
    expect(server.process.exitCode).toBeNull();

    await postgres.ctl('start');
    expect(await waitFor(bothListening, STARTUP_MS, 200), server.output()).toBe(true);
    expect(childPids(primaryPid())).not.toContain(victim);
    expect((await lookUp()).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 2 * STARTUP_MS + 30_000);
});
