import { expect, type Page } from '@playwright/test';
import { axeOn } from './axe';
import { drawnPage } from './sign-in';

/** The WCAG 2.1 A and AA rules; issue 11 item 7 fails on what axe rates serious or critical. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * A navigation inside the running SPA, as a link would make it: the router (and its guard) sees
 * the screen it comes from, which a page load would forget, and no bundle is loaded twice.
 */
export async function spaNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // A history entry as the router writes it: a new key is a new location (and page view) to it.
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The address of the last page view the app reported to the tag manager. The router changes the
 * address before it commits the new screen, and reports the view only once it has: until they
 * agree, the screen on show is the one before.
 */
const committedAddress = (page: Page) =>
  page.evaluate(() => {
    const views = (window as { dataLayer?: { event?: string; page?: { location: string } }[] }).dataLayer ?? [];
    return views.filter((entry) => entry.event === 'virtualPageView').at(-1)?.page?.location ?? null;
  });

/** Waits until the guard has stopped redirecting and the screen has replaced its loading state. */
async function settle(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = page.url();
        const loading = await page.locator('.splash, [role="status"] .spinner').count();
        const heading = await page.locator('h1').count();
        // The login page arrives drawn and inert: the app's own page is the one to audit.
        const drawn = await drawnPage(page).count();
        const committed = (await committedAddress(page)) === now;
        const stable = now === last && committed && loading === 0 && heading > 0 && drawn === 0;
        last = now;
        return stable;
      },
      { message: `a settled screen at ${page.url()}`, intervals: [150] },
    )
    .toBe(true);
}

/** A screen by path and the names of its query parameters: the same screen reached twice is audited once. */
function screenKey(url: URL): string {
  return `${url.host} ${url.pathname}?${[...url.searchParams.keys()].sort().join('&')}`;
}

/** Runs axe on each new screen a walk reaches and keeps its serious and critical violations. */
export class AccessibilityWalk {
  /** Every arrival, `label → address`, with the screens audited marked; attached to the test's report. */
  readonly visits: string[] = [];
  readonly audited: string[] = [];
  private readonly findings: string[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly page: Page) {}

  async audit(label: string): Promise<void> {
    await settle(this.page);
    const url = new URL(this.page.url());
    const key = screenKey(url);
    const visit = `${label} → ${url.host}${url.pathname}${url.search}`;
    if (this.seen.has(key)) {
      this.visits.push(`  ${visit} (audited before)`);
      return;
    }
    this.seen.add(key);
    this.visits.push(`✓ ${visit}`);
    this.audited.push(visit);
    const { violations } = await axeOn(this.page).withTags(WCAG_TAGS).analyze();
    for (const violation of violations.filter((v) => BLOCKING.has(v.impact ?? ''))) {
      const nodes = violation.nodes.map((node) => `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`);
      this.findings.push([`${label} (${url.host}${url.pathname}) ${violation.impact} ${violation.id}: ${violation.help}`, ...nodes].join('\n'));
    }
  }

  /** Every finding, one block per rule and screen; empty when the walk found none. */
  report(): string {
    return this.findings.join('\n');
  }
}
