import { execFileSync, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Core of the server under test; the load generator (this process) takes the next one. */
const SERVER_CORE = '0';
const LOAD_CORE = '1';

/** Read before this process is pinned: availableParallelism() follows the process's affinity. */
const cores = availableParallelism();

/** Pinning needs taskset and two cores; without either, both share whatever the OS gives them. */
export const canPin = cores >= 2 && spawnSync('taskset', ['-c', SERVER_CORE, 'true']).status === 0;

/** Moves every thread of this process (the load generator) to its own core. */
export function pinLoadGenerator(): void {
  if (canPin) execFileSync('taskset', ['-a', '-cp', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });
}

/** The command that runs `command args` on the server's core. */
export function onServerCore(command: string, args: string[]): [string, string[]] {
  return canPin ? ['taskset', ['-c', SERVER_CORE, command, ...args]] : [command, args];
}

/**
 * The command that runs `command args` on every core. Needed explicitly: a child inherits this
 * process's affinity, so once the load generator is pinned an unpinned child would share its core.
 */
export function onEveryCore(command: string, args: string[]): [string, string[]] {
  return canPin ? ['taskset', ['-c', `0-${cores - 1}`, command, ...args]] : [command, args];
}
