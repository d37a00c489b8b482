import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './test/database';
import { childPids, freePort, isRunning, spawnServer, waitFor, workersAnswering } from './test/processes';
import { restartPause } from './cluster';
import { parseWorkers } from './workers';

describe('--workers', () => {
  it('takes a count from 1 to 64 and refuses anything else with one clear line', () => {
    expect(parseWorkers([])).toBe(1);
    expect(parseWorkers(['--workers', '2'])).toBe(2);
    expect(parseWorkers(['--workers=4'])).toBe(4);
    for (const bad of [['--workers'], ['--workers', '0'], ['--workers', '65'], ['--workers', 'two'], ['--workers', '2', 'x'], ['--wrokers', '2'], ['--workers=2', '3']]) {
      expect(parseWorkers(bad), bad.join(' ')).toEqual({ error: expect.stringMatching(/--workers/) });
    }
  });
});

describe('replacing a server process', () => {
  it('waits longer after each one that did not last, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(restartPause)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

describe('npm run serve -- --workers 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  });

  /** The suite's database: a fresh PostgreSQL database when TEST_DATABASE_URL is set, else a SQLite file both processes open. */
  async function databaseUrl(): Promise<string> {
    if (!process.env.TEST_DATABASE_URL) return `sqlite:${join(dir, 'cluster.db')}`;
    postgres = await createPostgresDatabase();
    return postgres.url;
  }

  it('runs two server processes on one port that both answer, adds up their metrics on METRICS_PORT, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    let metricsPort = await freePort();
    while (metricsPort === port) metricsPort = await freePort();
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      SEED_DEMO: 'false',
      DATABASE_URL: await databaseUrl(),
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    };
    const { process: primary, output } = spawnServer(env, ['--workers', '2']);
    try {
      const deadline = Date.now() + 60_000;
      let children: string[] = [];
      // Every answer of /api/health, counted to compare with the processes' added-up figure.
      let healthAnswers = 0;
      const health = () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => (healthAnswers++, r), () => null);
      // Both processes listening: the primary asks only those that serve for their figures.
      const bothServe = async () => (await workersAnswering(metricsPort)) === 2;
      while (Date.now() < deadline) {
        const healthy = (await health())?.ok === true;
        children = childPids(primary.pid!);
        if (healthy && children.length === 2 && (await bothServe())) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(children, output()).toHaveLength(2);
      // In parallel, on several connections: the primary hands connections to the processes in turn.
      const answers = await Promise.all(Array.from({ length: 20 }, () => health().then((r) => r?.status)));
      expect(answers.every((status) => status === 200)).toBe(true);

      // One scrape of the primary: both processes answered it, and the requests they served add up
      // to every one sent, whichever process served it.
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await scrape.text();
      expect(text).toMatch(/^portal_cluster_workers\{state="answered"\} 2$/m);
      expect(text).toMatch(/^portal_cluster_workers\{state="silent"\} 0$/m);
      const served = (exposition: string) => Number(exposition.match(/^portal_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} (\d+)$/m)?.[1]);
      expect(served(text)).toBe(healthAnswers);
      expect(text).toMatch(/^portal_db_query_duration_seconds_count\{kind="select"\} [1-9]/m);
      expect(text).toMatch(/^process_cpu_seconds_total \d/m);
      if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/^portal_db_pool_connections [1-9]/m);
      // Not on the public port.
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);

      // A process killed and replaced takes nothing out of the sum (a counter going down would read
      // as a reset): what it had counted by its last scrape stays.
      const [killed = ''] = children;
      process.kill(Number(killed), 'SIGKILL');
      const replaced = () => !isRunning(killed) && childPids(primary.pid!).length === 2;
      expect(await waitFor(async () => replaced() && (await bothServe()), 30_000, 250), output()).toBe(true);
      expect(served(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text())).toBe(healthAnswers);
      children = childPids(primary.pid!);
      const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(children.filter(isRunning)).toEqual([]);
    } finally {
      primary.kill('SIGKILL');
    }
  }, 90_000);
});
