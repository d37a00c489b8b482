// The ceiling of password sign-ins: @node-rs/argon2 verifying the demo password against a hash
// made by the portal's own hashPassword (so at its parameters), nothing else.
// Usage (the bench runs it on the server core): node --import tsx argon2-loop.ts SECONDS RUNS WARMUP CONCURRENCY
import { verify } from '@node-rs/argon2';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/accounts';
import { hashPassword, passwordHashOptions } from '../../apps/server/src/lib/passwords';

const [seconds, runs, warmupSeconds, concurrency] = process.argv.slice(2).map(Number) as [number, number, number, number];
const stored = await hashPassword(DEMO_PASSWORD);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** `concurrency` verifications in flight for `forSeconds`, as the portal has `concurrency` sign-ins in flight. */
async function run(forSeconds: number) {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + forSeconds * 1000;
  let failures = 0;
  const lane = async () => {
    // At least one verification per lane, so that a zero-second warm-up still hashes once.
    do {
      const t = performance.now();
      if (!(await verify(stored, DEMO_PASSWORD))) failures++;
      latencies.push(performance.now() - t);
    } while (performance.now() < end);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
}

await run(warmupSeconds);
const results = [];
for (let i = 0; i < runs; i++) results.push(await run(seconds));
console.log(`RESULT ${JSON.stringify({ parameters: passwordHashOptions, results })}`);
