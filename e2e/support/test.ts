import { createHash } from 'node:crypto';
import { expect, test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/** A stable address in 10.0.0.0/8 per test, so a test meets the same limits on every run. */
function visitorAddress(testId: string): string {
  const digest = createHash('sha256').update(testId).digest();
  return `10.${digest[0]}.${digest[1]}.${Math.max(digest[2] ?? 0, 1)}`;
}

/**
 * Every test is its own visitor: the test server believes X-Forwarded-For from loopback
 * (TRUST_PROXY in start-server.ts). Sharing 127.0.0.1 made the per-IP cap (50 unanswered guesses
 * in 15 minutes, never given back for reset requests) a counter shared by the whole run, so a test
 * late in a fast run was refused with 429.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId) });
  },
  /**
   * A screen that asks for a text of a group it did not load (apps/web/src/lib/i18n/resources.ts)
   * draws the text's key until the app has fetched every group: the app reports it, and any test
   * that meets it fails.
   */
  page: async ({ page }, use) => {
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Missing text:')) missing.push(`${message.text()} on ${page.url()}`);
    });
    await use(page);
    expect(missing, 'texts asked for before their group was loaded').toEqual([]);
  },
});
