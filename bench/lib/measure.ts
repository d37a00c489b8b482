import autocannon from 'autocannon';

/** One side of a row: the median of the measured runs. */
export interface Measurement {
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, connection errors and timeouts, over every measured run. */
  failures: number;
  runs: number;
}

export interface Plan {
  runs: number;
  seconds: number;
  warmupSeconds: number;
}

export interface RunResult {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function summarise(results: RunResult[]): Measurement {
  return {
    perSecond: median(results.map((r) => r.perSecond)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    runs: results.length,
  };
}

type LoadOptions = Omit<autocannon.Options, 'duration' | 'amount'>;

/** autocannon ends a run without waiting for the answers in flight; the next run must not meet them. */
const SETTLE_MS = 500;

async function oneRun(options: autocannon.Options): Promise<RunResult> {
  const result = await autocannon(options);
  // Logins still being checked would count against the account's free guesses in the next run.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return {
    perSecond: result.requests.total / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Warm-up (a run thrown away, or a single request in --quick), then the measured runs. `before`
 * runs ahead of each run, for rows whose state a run uses up (refresh token chains).
 */
export async function measureHttp(options: LoadOptions, plan: Plan, before?: () => Promise<void>): Promise<Measurement> {
  await before?.();
  if (plan.warmupSeconds > 0) await oneRun({ ...options, duration: plan.warmupSeconds });
  else await oneRun({ ...options, connections: 1, amount: 1 });
  const results: RunResult[] = [];
  for (let i = 0; i < plan.runs; i++) {
    await before?.();
    results.push(await oneRun({ ...options, duration: plan.seconds }));
  }
  return summarise(results);
}
