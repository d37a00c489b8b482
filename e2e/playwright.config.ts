import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';
import { firstPort, port } from './support/demo';

const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());
/**
 * The PostgreSQL pass: one journey per feature that writes across many tables and reads it back on
 * later screens. Every API behaviour already runs on PostgreSQL in the server tests; what a browser
 * adds there is the assembled product on it (migrations, demo seed, pool, the built server, the
 * provider's adapter). Screens, texts, forms and looks depend on no database: the SQLite pass has them.
 */
const POSTGRES_PASS = [
  'onboarding',
  'account-merge',
  'account-recovery',
  'sign-in-with-code',
  'trusted-device',
  'partner-app-signs-in-with-openid-connect',
  'a-single-page-partner-app-signs-in-with-oidc-client-ts-and-renews-with-its-refresh-token',
  'passkeys-lifecycle',
  'person-sets-an-iban',
  'notifications-and-this-wasnt-me',
  'three-wrong-passwords-bring-a-captcha-the-browser-solves',
  'support-desk',
  'person-downloads-their-data',
  'a-person-deletes-the-account-and-restores-it',
].map((name) => `**/${name}.spec.ts`);

/**
 * Browser tests run against the built server and SPA on a fresh database: SQLite by default,
 * a fresh PostgreSQL database when TEST_DATABASE_URL is set (start-server.ts, support/test-database.ts).
 */
export default defineConfig({
  testDir: './tests',
  testMatch: process.env.TEST_DATABASE_URL ? POSTGRES_PASS : undefined,
  // Inside those, the tests tagged @look (screenshots at two widths) stay in the SQLite pass too.
  grepInvert: process.env.TEST_DATABASE_URL ? /@look/ : undefined,
  // E2E_WORKERS=N runs N spec files at once, each worker against a server and database of its own
  // (webServer below; `port` follows the worker), because several files sign in as the same demo
  // accounts (jan, customer, totpUser…) and would take each other's codes on one server. One per
  // core by default: on CI's 2 cores, with the headless shell and no screencast, two workers took the
  // SQLite pass from 8.5 to 5.4 min (with the full Chromium and its screencast they gained nothing).
  workers,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // After the last spec, while the servers still run: their logs must hold no secret (scan-server-logs.ts).
  globalTeardown: './scan-server-logs.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: each action's DOM and network, without the screencast, whose
    // frames took a quarter of the run's CPU; the failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node --import tsx start-server.ts',
    url: `http://localhost:${firstPort + index}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(firstPort + index) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
