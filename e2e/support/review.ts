import { expect, type Page } from '@playwright/test';
import { lastMessageId, nextCode } from './outbox';
import { PASSWORD } from './demo';

/** The design-review accounts (docs/demo-data.md): German in Luxembourg, French in Belgium. */
export const uxDe = { email: 'ux.de@example.com' };
export const uxFr = { email: 'ux.fr@example.com' };

/** Nothing sticks out sideways: the page is no wider than the window. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `${page.url()} is ${widths.page} px wide`).toBeLessThanOrEqual(widths.window);
}

/** Screenshots for the developer's eyes when SHOTS_DIR is set (they are not asserted). */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/** Sign-in with the English labels (locale set before), e-mail code, in any language after. */
export async function signInByEmailCode(page: Page, email: string): Promise<void> {
  await page.goto('/login/email');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/mfa\/methods\?/);
  await enterEmailCode(page, email, /^E-mail\b/);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

/** On a method list: picks the e-mail method, then types its code and presses Enter. */
export async function enterEmailCode(page: Page, email: string, button: RegExp): Promise<void> {
  const before = await lastMessageId(page.request, email);
  await page.getByRole('button', { name: button }).first().click();
  await expect(page).toHaveURL(/\/mfa\?/);
  const code = await nextCode(page.request, email, before);
  const input = page.locator('input[autocomplete="one-time-code"]');
  await input.fill(code);
  await input.press('Enter');
}
