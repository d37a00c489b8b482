import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);
const LOOK_ONLY = ['**/every-route-accessibility.spec.ts', '**/lighthouse-accessibility.spec.ts', '**/pages-fit-a-phone-in-german-and-french.spec.ts'];

/**
 * Browser tests run against the built server and SPA on a fresh database: SQLite by default,
 * a fresh PostgreSQL schema when TEST_DATABASE_URL is set (see start-server.mjs).
 */
export default defineConfig({
  testDir: './tests',
  // Checks of the look (axe on every route, Lighthouse, pages at phone width) depend on no database:
  // they run in the SQLite pass only, which keeps CI's two passes within its time.
  testIgnore: process.env.TEST_DATABASE_URL ? LOOK_ONLY : undefined,
  // One spec file at a time. Several files still sign in as the same demo accounts (jan, customer,
  // totpUser, stepUser, cardUser, petra: support/demo.ts) and would take each other's codes; with
  // E2E_WORKERS=2 a run is faster but not reliable until each file has accounts of its own.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node start-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
