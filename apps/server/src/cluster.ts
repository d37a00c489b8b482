import cluster, { type Worker } from 'node:cluster';

const RESTART_PAUSE_MS = 1_000;

/**
 * The primary of `--workers N`: forks N server processes that share the port (node:cluster hands
 * out connections), replaces one that dies, and passes SIGINT/SIGTERM on. The processes keep no
 * state of their own (sessions, limits and keys live in the database or Redis), so any of them can
 * answer any request.
 */
export function runPrimary(count: number, log: (line: string) => void): void {
  let stopping = false;
  const listening = new WeakSet<Worker>();
  const fork = (): void => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // One that never got to listen (a bad port, say) would only fail again: stop everything.
    if (!listening.has(worker)) {
      log(`Server process ${worker.process.pid} could not start (exit ${code}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    log(`Server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    setTimeout(fork, RESTART_PAUSE_MS).unref();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}

export const isClusterWorker = (): boolean => cluster.isWorker;
