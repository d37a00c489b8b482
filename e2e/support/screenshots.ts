import { expect, type Page } from './test';

/**
 * With SHOTS set, full-page screenshots at 1280 and 375 px wide into /tmp/h/shots/<area>/ for a
 * person to look at, each checked for a horizontal scroll bar; the viewport is restored afterwards.
 * Without it (CI), nothing.
 */
export async function shootBothWidths(page: Page, area: string, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth), `${name} at ${width} px`).toBe(false);
    await page.screenshot({ path: `/tmp/h/shots/${area}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
