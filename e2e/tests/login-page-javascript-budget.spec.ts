import { expect, test, type BrowserContext, type Page } from '../support/test';
import { lighthouseVisitor, PASSWORD } from '../support/demo';
import { recordScripts, scriptReport } from '../support/first-visit';

/**
 * Issue 12 target 5: the JavaScript of a first visit, counted as the build's gzip copies of every
 * script the page loads until it is ready and the network is quiet (support/first-visit.ts).
 *
 * The issue asks for at most 100 KB. From 302 and 300 KB before the issue, the pages came to 176
 * and 174 KB with React 19 (pre-compression, one entry file, zod/mini, texts per screen, the login
 * forms without react-hook-form), then to 119 and 117 KB with Preact 11 under the React API
 * (2026-11-27; apps/web/build/reactOnPreact.ts), then to 99.8 and 98.3 KB (2026-11-28) with React
 * Router in declarative mode behind the app's own guarded navigation (src/lib/navigation), the
 * captcha loaded only when it shows, and the lazy chunks' imports preloaded only for these two
 * screens (apps/web/vite.config.ts). What is left in the entry (83.0 KB): i18next about 15 KB,
 * React Router 13, zod/mini 11, Preact 9, TanStack Query 10, the app and the contract about 25
 * (docs/performance.md). Issue 33 (item 7) restates the budget: the pages' speed is measured by
 * Lighthouse (npm run bench:lighthouse), and this test is an alarm above 200 KB, not a target (the
 * redirect check's known origins, issue 32, took the login page to 100.03 KB).
 */
const BUDGET_KB = { login: 200, dashboard: 200 } as const;

/** Opens `path` in `context` and answers every script it loaded with its gzipped size, largest first. */
async function scriptsOfFirstVisit(context: BrowserContext, path: string, ready: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return scripts.sizes();
}

test('a first visit to the login page loads at most its budget of gzipped JavaScript', async ({ browser, baseURL, extraHTTPHeaders }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders });
  const files = await scriptsOfFirstVisit(context, '/login/email', (page) => expect(page.getByLabel('E-mail address')).toBeVisible());
  await context.close();
  const { kb, lines } = scriptReport(files);
  console.log(`/login/email, first visit:\n${lines}`);
  expect(kb, `gzipped JavaScript of /login/email over ${BUDGET_KB.login} KB:\n${lines}`).toBeLessThanOrEqual(BUDGET_KB.login);
});

test('a first visit to the dashboard, signed in, loads at most its budget of gzipped JavaScript', async ({ browser, baseURL, extraHTTPHeaders }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders });
  // The session cookie lands in the context; the page's cache stays empty.
  const signIn = await context.request.post('/api/token', { headers: { 'x-device-id': crypto.randomUUID() }, data: { username: lighthouseVisitor.email, password: PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const files = await scriptsOfFirstVisit(context, '/user/dashboard', async (page) => {
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await context.close();
  const { kb, lines } = scriptReport(files);
  console.log(`/user/dashboard, first visit signed in:\n${lines}`);
  expect(kb, `gzipped JavaScript of /user/dashboard over ${BUDGET_KB.dashboard} KB:\n${lines}`).toBeLessThanOrEqual(BUDGET_KB.dashboard);
});
