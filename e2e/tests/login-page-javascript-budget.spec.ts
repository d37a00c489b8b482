import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { lighthouseVisitor, PASSWORD } from '../support/demo';

/**
 * Issue 12 target 5: the JavaScript of a first visit, counted as the build's gzip copies of every
 * script the page loads until it is ready and the network is quiet (KB = 1024 bytes).
 *
 * The issue asks for at most 100 KB. The decided stack cannot get there: React 19 + react-dom with
 * a hand-written form is 68 KB, the React Router data router 29 KB more, react-i18next, TanStack
 * Query and react-hook-form 37 KB more (134 KB, the lead's floor experiment), and zod/mini, which
 * every form and API answer is checked with, another 11 KB; the one locale's core texts are 6 KB. The
 * portal reached 209 KB on both pages (from 302 and 300 KB) on 2026-11-23, the dashboard 192 KB on
 * 2026-11-24 (the card activation modal loads when opened), then 195 KB and 177 KB with the
 * contract on zod/mini instead of classic zod (25 KB), then 188 KB and 174 KB with the texts in
 * a core and a group per screen (2026-11-25), then 176 KB on the login page with its two forms
 * checked without react-hook-form (13 KB); the budgets below are that plus about 1.5 %, so that any
 * regression fails here.
 */
const BUDGET_KB = { login: 178, dashboard: 177 } as const;

const assets = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/assets');

/** The gzipped size of a built script: the build's own .gz copy when it wrote one (files under 1 KB get none). */
function gzippedBytes(file: string): number {
  try {
    return readFileSync(join(assets, `${file}.gz`)).length;
  } catch {
    return gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  }
}

/** Opens `path` in `context` and answers every script it loaded with its gzipped size, largest first. */
async function scriptsOfFirstVisit(context: BrowserContext, path: string, ready: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = [...scripts].map((pathname) => {
    expect(pathname, 'every script is a built asset').toMatch(/^\/assets\/[^/]+\.js$/);
    const file = pathname.slice('/assets/'.length);
    return { file, bytes: gzippedBytes(file) };
  });
  return files.sort((a, b) => b.bytes - a.bytes);
}

function report(files: { file: string; bytes: number }[]): { kb: number; lines: string } {
  const kb = files.reduce((sum, f) => sum + f.bytes, 0) / 1024;
  const lines = files.map((f) => `${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${f.file}`).join('\n');
  return { kb, lines: `${lines}\n${kb.toFixed(1).padStart(7)} KB  in ${files.length} files` };
}

test('a first visit to the login page loads at most its budget of gzipped JavaScript', async ({ browser, baseURL, extraHTTPHeaders }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders });
  const files = await scriptsOfFirstVisit(context, '/login/email', (page) => expect(page.getByLabel('E-mail address')).toBeVisible());
  await context.close();
  const { kb, lines } = report(files);
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
  const { kb, lines } = report(files);
  console.log(`/user/dashboard, first visit signed in:\n${lines}`);
  expect(kb, `gzipped JavaScript of /user/dashboard over ${BUDGET_KB.dashboard} KB:\n${lines}`).toBeLessThanOrEqual(BUDGET_KB.dashboard);
});
