import { defineConfig } from 'vitest/config';

// Forks, not threads: better-sqlite3 and argon2 are native modules, and each test file gets its own
// process, database and rate limiter.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
