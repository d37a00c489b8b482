import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit and integration tests. One worker per
// core, not vitest's cores - 1: the server's tests spend much of their time waiting on the database
// and on argon2's threads, and on CI's 2 cores the second worker took the server files from 232 to 157 s.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'e2e'],
    maxWorkers: availableParallelism(),
  },
});
