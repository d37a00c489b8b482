import type { Page } from './test';

/**
 * A file as the browser gets it, in a tab of its own: Node cannot resolve lu.localhost as Chromium
 * does, so page.request cannot ask the Luxembourg host.
 */
export async function fetchInBrowser(page: Page, url: string): Promise<{ status: number; contentType: string; body: Buffer }> {
  const tab = await page.context().newPage();
  try {
    const response = await tab.goto(url);
    if (!response) throw new Error(`no answer for ${url}`);
    return { status: response.status(), contentType: response.headers()['content-type'] ?? '', body: await response.body() };
  } finally {
    await tab.close();
  }
}

/** Where the page's head points an icon (`link[rel="icon"]` and more), as an absolute address. */
export async function iconAddress(page: Page, selector = '[type="image/svg+xml"]'): Promise<string> {
  const href = await page.locator(`link[rel="icon"]${selector}`).getAttribute('href');
  return new URL(href ?? '', page.url()).href;
}

/**
 * Which variant's icon the page's head links, fetched as the browser would: each variant's brand
 * colour (Belgium #0f6b5c, Luxembourg #1b4f9c) tells which file the address really answers.
 */
export async function faviconVariant(page: Page): Promise<string> {
  const address = await iconAddress(page);
  if (!address.startsWith('http')) return `not a file (${address})`;
  const { status, body } = await fetchInBrowser(page, address);
  const svg = body.toString();
  if (status !== 200) return `unanswered (${status})`;
  return svg.includes('#0f6b5c') ? 'be' : svg.includes('#1b4f9c') ? 'lu' : 'unknown';
}
