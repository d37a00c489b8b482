import { defineConfig } from 'vitest/config';

// Forks, not threads: better-sqlite3 and argon2 are native modules. Files run one after another in
// each fork and share its loaded modules (isolate: false): loading the server took 5 of every file's
// 7 seconds. Nothing of a test lives in module state: each file starts its own app (test/app.ts),
// with its own database and rate limiter.
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
