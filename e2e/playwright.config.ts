import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';
import { firstPort, port } from './support/demo';

const workers = Number(process.env.E2E_WORKERS ?? 1);
const LOOK_ONLY = [
  '**/every-route-accessibility.spec.ts',
  '**/lighthouse-accessibility.spec.ts',
  '**/pages-fit-a-phone-in-german-and-french.spec.ts',
  '**/accessibility.spec.ts',
  '**/consent-pages-are-accessible.spec.ts',
  '**/pages-share-one-reading-width-and-set-ups-show-their-step.spec.ts',
];

/**
 * Browser tests run against the built server and SPA on a fresh database: SQLite by default,
 * a fresh PostgreSQL schema when TEST_DATABASE_URL is set (see start-server.mjs).
 */
export default defineConfig({
  testDir: './tests',
  // Checks of the look (axe audits, Lighthouse, pages at phone width, widths, screenshots) depend on no database:
  // they run in the SQLite pass only, which keeps CI's two passes within its time.
  testIgnore: process.env.TEST_DATABASE_URL ? LOOK_ONLY : undefined,
  // So do the tests tagged @look inside flow specs (screenshots at two widths).
  grepInvert: process.env.TEST_DATABASE_URL ? /@look/ : undefined,
  // E2E_WORKERS=N runs N spec files at once, each worker against a server and database of its own
  // (webServer below; `port` follows the worker), because several files sign in as the same demo
  // accounts (jan, customer, totpUser…) and would take each other's codes on one server. One by
  // default: on CI's 2 cores two workers took 13.0 min against 13.2, the run is CPU-bound.
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node start-server.mjs',
    url: `http://localhost:${firstPort + index}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(firstPort + index) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
