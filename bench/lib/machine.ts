import { cpus, totalmem, release } from 'node:os';
import { canPin } from './pinning';

/** The facts a reader of the table needs to compare it with their own machine. */
export function describeMachine(database: string, plan: string): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const pinning = canPin ? 'server on core 0, load generator on core 1 (taskset)' : 'not pinned (no taskset or fewer than 2 cores)';
  return [
    `- machine: ${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}`,
    `- node ${process.version}; database: ${database}`,
    `- ${pinning}`,
    `- ${plan}`,
  ].join('\n');
}
