import cluster, { type Worker } from 'node:cluster';

/** The pause before replacing a server process, doubled after each one that did not last, up to the cap. */
const RESTART_PAUSE_MS = 1_000;
const MAX_RESTART_PAUSE_MS = 30_000;
/** A process that served this long counts as healthy: the next one that ends is replaced after the first pause again. */
const STABLE_AFTER_MS = 30_000;

/** The pause before the next replacement when `failures` processes in a row ended early. */
export function restartPause(failures: number): number {
  return Math.min(RESTART_PAUSE_MS * 2 ** Math.max(0, failures - 1), MAX_RESTART_PAUSE_MS);
}

/**
 * The primary of `--workers N`: forks N server processes that share the port (node:cluster hands
 * out connections), replaces one that dies, and passes SIGINT/SIGTERM on. The processes keep no
 * state of their own (sessions, limits and keys live in the database or Redis), so any of them can
 * answer any request.
 * The primary never ends because of a server process: one that crashes or cannot start (the
 * database is down at its start, say) is replaced, after a pause that grows while they keep
 * failing, so an outage does not become a fork loop; the primary runs no request code itself.
 */
export function runPrimary(count: number, log: (line: string) => void): void {
  let stopping = false;
  let failures = 0;
  const listeningSince = new WeakMap<Worker, number>();
  const fork = (): void => {
    if (stopping) return;
    const worker = cluster.fork();
    worker.once('listening', () => listeningSince.set(worker, Date.now()));
  };
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const since = listeningSince.get(worker);
    const lasted = since !== undefined && Date.now() - since >= STABLE_AFTER_MS;
    failures = lasted ? 1 : failures + 1;
    const pause = restartPause(failures);
    const how = since === undefined ? `could not start (exit ${code})` : `ended (${signal ?? `exit ${code}`})`;
    log(`Server process ${worker.process.pid} ${how}; starting another in ${pause / 1000} s`);
    // Not unref'd: while every process is down, this timer is what keeps the primary alive.
    setTimeout(fork, pause);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}

export const isClusterWorker = (): boolean => cluster.isWorker;
