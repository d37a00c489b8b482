import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { expect, test, type APIRequestContext, type Browser } from '../support/test';
import { lighthouseVisitor, luBaseURL, PASSWORD, port } from '../support/demo';

/**
 * Issue 11 item 7: Lighthouse's accessibility category scores 100 on the login page and on the
 * dashboard, in both variants. Lighthouse drives its own tab of a Chromium that listens on a
 * debugging port; the dashboard's session reaches it as a Cookie header on every request (signed
 * out, the dashboard would show the login instead: the landing address is checked).
 */

const debuggingPort = port + 20_000;
const baseURL = `http://localhost:${port}`;

/** Signs in through the API (no second factor on this account) and answers the Cookie header of the session. */
async function sessionCookie(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${baseURL}/api/token`, {
    headers: { 'x-device-id': crypto.randomUUID() },
    data: { username: lighthouseVisitor.email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { cookies } = await request.storageState();
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The accessibility score (0..1) and every audit that did not pass, one readable line each. */
async function audit(url: string, extraHeaders: Record<string, string>) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    onlyCategories: ['accessibility'],
    extraHeaders,
    // The score does not depend on speed: no simulated slow network, no full-page screenshot, and
    // shorter waits for quiet (the SPA has settled once its API answers are in and rendered).
    throttlingMethod: 'provided',
    disableFullPageScreenshot: true,
    skipAboutBlank: true,
    pauseAfterFcpMs: 250,
    pauseAfterLoadMs: 250,
    networkQuietThresholdMs: 500,
    cpuQuietThresholdMs: 500,
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  expect(lhr.runtimeError, `Lighthouse's run on ${url}`).toBeUndefined();
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => {
      const items = a?.details && 'items' in a.details ? (a.details.items as { node?: { snippet?: string; explanation?: string } }[]) : [];
      const nodes = items.map((item) => `    ${item.node?.snippet ?? ''} ${item.node?.explanation?.replace(/\s+/g, ' ') ?? ''}`);
      return [`  ${a?.id}: ${a?.title}`, ...nodes].join('\n');
    });
  return { url: lhr.finalDisplayedUrl, score: lhr.categories.accessibility?.score ?? 0, failing };
}

let browser: Browser;

test.beforeAll(async ({ launchOptions }) => {
  browser = await chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), `--remote-debugging-port=${debuggingPort}`] });
});
test.afterAll(async () => {
  await browser?.close();
});

const pages = [
  { name: 'the login page', url: `${baseURL}/login/email`, signedIn: false, lands: /\/login\/email$/ },
  { name: 'the login page (Luxembourg)', url: `${luBaseURL}/login/email`, signedIn: false, lands: /\/login\/email$/ },
  { name: 'the dashboard', url: `${baseURL}/user/dashboard`, signedIn: true, lands: /\/user\/dashboard$/ },
  { name: 'the dashboard (Luxembourg)', url: `${luBaseURL}/user/dashboard`, signedIn: true, lands: /\/user\/dashboard$/ },
];

for (const page of pages) {
  test(`Lighthouse scores 100 for accessibility on ${page.name}`, async ({ request, extraHTTPHeaders }) => {
    test.setTimeout(60_000);
    const headers: Record<string, string> = { 'x-forwarded-for': extraHTTPHeaders?.['x-forwarded-for'] ?? '' };
    if (page.signedIn) headers.Cookie = await sessionCookie(request);
    const result = await audit(page.url, headers);
    expect(result.url, 'the audited page').toMatch(page.lands);
    expect(result.failing.join('\n'), `audits below 100 on ${page.url}`).toBe('');
    expect(result.score).toBe(1);
  });
}
