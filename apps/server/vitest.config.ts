import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that open no database: the SQLite pass runs them, the PostgreSQL pass (TEST_DATABASE_URL)
 * would only run them again. A file belongs here only while it opens no database.
 */
const DATABASE_FREE = [
  'config/config',
  'demo/demo-data-doc',
  'lib/actor',
  'lib/device-of',
  'lib/identity-digest',
  'lib/mask',
  'lib/secret-box',
  'lib/tokens',
  'lib/user-agent',
  'messages-voice',
  'modules/delivery/mfa-reminder',
  'modules/mfa/factors/recovery-keys',
  'modules/mfa/factors/totp',
  'modules/mfa/setup-status',
  'modules/passkeys/default-name',
  'modules/passkeys/relying-party',
  'modules/site/drawn-form-posts',
  'oidc/key-encryption',
  'plugins/drain-on-close',
  'plugins/log-serializers',
].map((file) => `src/${file}.test.ts`);

// Forks, not threads: better-sqlite3 and argon2 are native modules. Files run one after another in
// each fork and share its loaded modules (isolate: false): loading the server took 5 of every file's
// 7 seconds. No test's state lives in a module: each file starts its own app (test/app.ts), with its
// own database and rate limiter; what the process keeps (compiled serializers, a test key pair) never changes.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? [...configDefaults.exclude, ...DATABASE_FREE] : configDefaults.exclude,
    globalSetup: ['src/test/sweep-stale-databases.ts'],
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
