import { expect, test, type Locator, type Page } from '../support/test';
import { dashBe, luBaseURL, setupForced, setupOptional } from '../support/demo';
import { enterPassword } from '../support/sign-in';
import { signInByEmailCode, uxDe } from '../support/review';

/** A design token of tokens.css, in pixels. */
const token = (page: Page, name: string) => page.evaluate((n) => parseFloat(getComputedStyle(document.documentElement).getPropertyValue(n)), name);

/** The page's own element: the child of <main> that holds its h1. */
const pageWidth = (page: Page) =>
  page.locator('main h1').evaluate((h1) => {
    let el: Element = h1;
    while (el.parentElement && el.parentElement.tagName !== 'MAIN') el = el.parentElement;
    return el.getBoundingClientRect().width;
  });

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not drawn');
  return b;
};

const style = (locator: Locator, property: string) => locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** The words of at least 12 letters in `locator`'s text that are drawn on two lines without a hyphen. */
const wordsCutInTwo = (locator: Locator) =>
  locator.evaluate((root) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\p{L}{12,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) cut.push(match[0]);
      }
    }
    return cut;
  });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the signed-in pages share one reading width, the public cards one card width', async ({ page }) => {
    await page.goto('/forgot-password/email');
    const card = await token(page, '--width-card');
    expect(card).toBeGreaterThan(0);
    expect(await pageWidth(page)).toBe(card);

    await page.goto('/login/email');
    await enterPassword(page, dashBe.email);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    const reading = await token(page, '--width-reading');
    expect(reading).toBeGreaterThan(card);
    for (const path of ['/user/dashboard', '/security', '/security/history', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pageWidth(page), path).toBe(reading);
    }
  });

  test('every card of the security page draws its header the same way', async ({ page }) => {
    await page.goto('/login/email');
    await enterPassword(page, dashBe.email);
    // Signed in first: a page opened while the sign-in is still under way goes to the login.
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await page.goto('/security');
    const regions = page.getByRole('main').getByRole('region');
    await expect(regions).toHaveCount(6);
    const headers = new Set<string>();
    for (const region of await regions.all()) {
      const title = region.getByRole('heading', { level: 2 });
      const [card, heading] = [await box(region), await box(title)];
      // The title's size and weight, and where it sits in its card.
      headers.add(JSON.stringify([await style(title, 'font-size'), await style(title, 'font-weight'), Math.round(heading.x - card.x), Math.round(heading.y - card.y)]));
    }
    expect([...headers]).toHaveLength(1);
  });

  test('"Received a new card?" is a dashboard card like the others, its button beside its text', async ({ page }) => {
    await page.goto('/login/email');
    await enterPassword(page, dashBe.email);
    const attention = page.getByRole('region', { name: 'Worth a look' });
    const activation = page.getByRole('region', { name: 'Received a new card?' });
    await expect(activation).toBeVisible();
    const [ownTitle, otherTitle] = [activation.getByRole('heading', { level: 2 }), attention.getByRole('heading', { level: 2 })];
    expect(await style(ownTitle, 'font-size')).toBe(await style(otherTitle, 'font-size'));
    expect(await style(ownTitle, 'font-weight')).toBe(await style(otherTitle, 'font-weight'));
    // The same padding: the title sits where the other card's does.
    const [own, other] = [await box(activation), await box(attention)];
    const [ownHeading, otherHeading] = [await box(ownTitle), await box(otherTitle)];
    expect(ownHeading.x - own.x).toBe(otherHeading.x - other.x);
    expect(ownHeading.y - own.y).toBe(otherHeading.y - other.y);
    // Its lead and its secondary button on one row, under the title.
    const button = activation.getByRole('button', { name: 'Activate a new card' });
    const lead = await box(activation.getByText('Activate it here', { exact: false }));
    const buttonBox = await box(button);
    expect(buttonBox.x).toBeGreaterThan(lead.x + lead.width - 1);
    expect(buttonBox.y).toBeLessThan(lead.y + lead.height);
    await expect(button).toHaveClass(/button--secondary/);
  });
});

test('the forced set-up says its step and offers only to sign out', async ({ page }) => {
  await page.goto(`/login/email?redirect=${encodeURIComponent('/user/dashboard?client_id=51')}`);
  await enterPassword(page, setupForced.email);
  await expect(page).toHaveURL(/\/setup-mfa\?redirect=/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(page.getByRole('main').getByText('Step 1 of 3', { exact: true })).toBeVisible();
  // Said with the title, where the focus lands after each step.
  await expect(title).toHaveAccessibleDescription('Step 1 of 3');
  await expect(page.getByRole('main').getByRole('link', { name: 'Cancel' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-phone\?/);
  await expect(title).toHaveText('Add your phone number');
  await expect(title).toHaveAccessibleDescription('Step 2 of 3');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\/email$/);
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login\/email\?redirect=/);
});

test('the authenticator set-up says its step and may be cancelled, back where the person came from', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, setupOptional.email);
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await page.getByRole('link', { name: /Authenticator app/ }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-totp/);
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleDescription('Step 1 of 2');
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Cancel' }).click();
  // Still signed in, on the page the sign-in was going to.
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
});

test('at 375 px long German words are hyphenated, not cut in two', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: luBaseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/login/email');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en_LU'));
  await signInByEmailCode(page, uxDe.email);
  await page.goto('/security');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-LU');
  const heading = page.getByRole('heading', { name: 'Wiederherstellungsschlüssel', exact: true });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  for (const text of [heading, page.getByRole('heading', { level: 1 }), page.getByRole('main').locator('p').first()]) {
    expect(await style(text, 'hyphens')).toBe('auto');
    expect(await style(text, 'overflow-wrap')).not.toBe('anywhere');
  }
  expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // This Chromium has no hyphenation patterns: a word that cannot fit is cut without a hyphen, so none may be cut.
  expect(await wordsCutInTwo(page.getByRole('main'))).toEqual([]);
  await context.close();
});
