// Lighthouse's mobile audit (performance and accessibility) of the portal's first-visit pages,
// the median of a few runs per page: for `npm run bench:lighthouse` and `npm run bench`'s page table.
// Nothing is asserted: speed is measured, never tested (accessibility 100 is a browser test of its
// own, e2e lighthouse-accessibility).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { sessionCookies } from '../portal/session';
import { portalPages } from './portal-pages';

/** The Chromium Lighthouse drives: the full browser (CHROME_PATH names another). */
export const lighthouseChromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps calling out of a closed network. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The Lighthouse accessibility test's account: no second factor (docs/demo-data.md). */
const VISITOR = 'a11y.lighthouse@example.com';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** First Contentful Paint, Largest Contentful Paint and Total Blocking Time, in ms. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU (lhr.environment.benchmarkIndex): its 4x slowdown is relative to it. */
  benchmark: number;
}

export interface LighthouseRow extends LighthouseScores {
  /** The page's label (portal-pages.ts), e.g. `BE /login/email`. */
  page: string;
}

async function audit(port: number, url: string, headers: Record<string, string>, attempt = 1): Promise<LighthouseScores> {
  // The default configuration is the mobile preset: a Moto G Power screen, simulated slow 4G and 4x CPU slowdown.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: headers });
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr } = result;
  // Headless Chromium now and then records no trace (NO_NAVSTART): such a run is repeated, twice at most.
  if (lhr.runtimeError && attempt < 3) return audit(port, url, headers, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // The session reaches Lighthouse's tab only as a Cookie header: a dashboard that lost it shows the login instead.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} landed on ${lhr.finalDisplayedUrl}`);
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    benchmark: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Audits the login page and the signed-in dashboard on `base` and on `luBase`, `runs` times each;
 * answers a row per page, each column the median of its runs on its own. `progress` hears of each
 * audit before it starts (the bench's log on stderr).
 */
export async function auditPages(base: string, luBase: string, runs: number, progress?: (message: string) => void): Promise<LighthouseRow[]> {
  const chrome = await launch({ chromePath: lighthouseChromePath, chromeFlags: CHROME_FLAGS });
  try {
    // Signed in on the Belgian host, which Node can reach; the cookie is sent as a header to both hosts.
    const cookie = (await sessionCookies(base, VISITOR)).map(({ name, value }) => `${name}=${value}`).join('; ');
    const rows: LighthouseRow[] = [];
    for (const { label, url, signedIn } of portalPages(base, luBase)) {
      const results: LighthouseScores[] = [];
      for (let i = 0; i < runs; i++) {
        progress?.(`Lighthouse, ${label}, run ${i + 1} of ${runs}`);
        results.push(await audit(chrome.port, url, signedIn ? { Cookie: cookie } : {}));
      }
      const pick = (key: keyof LighthouseScores) => median(results.map((r) => r[key]));
      rows.push({ page: label, performance: pick('performance'), accessibility: pick('accessibility'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), benchmark: pick('benchmark') });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
