import { expect, test, type Page } from '../support/test';
import { dashBe, dashLu, luBaseURL, port } from '../support/demo';
import { enterPassword, signInWithEmailCode } from '../support/sign-in';
import { shootBothWidths } from '../support/screenshots';
import { expectNoAxeViolations } from '../support/axe';
import { faviconVariant } from '../support/favicon';

/** The hrefs of a list of links, by their accessible names. */
async function linksOf(page: Page, scope: ReturnType<Page['locator']>) {
  return scope.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent?.replace(/\(.*\)$/, '').trim(), a.getAttribute('href')]));
}

/**
 * The variant's images are small SVGs the build inlines as data URIs: each variant's brand colour
 * (Belgium #0f6b5c, Luxembourg #1b4f9c) tells which file a page really uses.
 */
async function colourOf(src: string | null) {
  expect(src).toMatch(/^data:image\/svg\+xml/);
  const [head = '', data = ''] = (src ?? '').split(',', 2);
  const svg = head.endsWith(';base64') ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data);
  return svg.includes('#0f6b5c') ? 'be' : svg.includes('#1b4f9c') ? 'lu' : 'unknown';
}

async function variantImages(page: Page) {
  return {
    logo: await colourOf(await page.getByRole('img', { name: /Voucher account/ }).first().getAttribute('src')),
    favicon: await faviconVariant(page),
  };
}

test('Belgium: the tiles and the partner chooser link to the Belgian sibling hosts, by keyboard too', async ({ page }) => {
  await page.goto('/login/email');
  await expect(page.getByRole('heading', { name: 'New here?' })).toBeVisible();
  await enterPassword(page, dashBe.email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  const services = page.locator('section[aria-labelledby="services-title"]');
  await expect(services.getByRole('link')).toHaveCount(4);
  expect(await linksOf(page, services)).toEqual([
    [expect.stringContaining('Client area'), `http://client.localhost:${port}/`],
    [expect.stringContaining('Voucher-holder area'), `http://my.localhost:${port}/`],
    [expect.stringContaining('Fridom'), `http://fridom.localhost:${port}/`],
    [expect.stringContaining('Deals'), `http://deals.localhost:${port}/`],
  ]);
  expect(await variantImages(page)).toEqual({ logo: 'be', favicon: 'be' });
  expect(await colourOf(await services.locator('img').nth(1).getAttribute('src'))).toBe('be');

  const toggle = page.getByRole('button', { name: 'Go to a partner website' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: /^MyUp/ })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const chooser = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
  expect(await linksOf(page, chooser)).toEqual([
    ['Client area', `http://client.localhost:${port}/`],
    ['Dealzz', `http://deals.localhost:${port}/`],
    ['Fridom', `http://fridom.localhost:${port}/`],
    ['MyMonizze', `http://my.localhost:${port}/`],
    ['MyUp', `http://myup.localhost:${port}/`],
  ]);
  await page.keyboard.press('Tab');
  await expect(chooser.getByRole('link', { name: /^Client area/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'dashboard-extra', 'dashboard-be');
});

test.describe('Luxembourg', () => {
  test.use({ baseURL: luBaseURL });

  test('Luxembourg: its own sibling hosts, logo, favicon and voucher tile; no deals; the login banner activates a card', async ({ page }) => {
    await page.goto('/login/email');
    await expect(page.getByRole('heading', { name: 'Received a new card?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Activate my card' })).toHaveAttribute('href', '/onboarding');
    await expect(page.getByRole('main').getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    expect(await variantImages(page)).toEqual({ logo: 'lu', favicon: 'lu' });

    await signInWithEmailCode(page, dashLu.email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue, Lara');
    const services = page.locator('section[aria-labelledby="services-title"]');
    await expect(services.getByRole('link')).toHaveCount(2);
    expect((await linksOf(page, services)).map(([, href]) => href)).toEqual([`http://my.lu.localhost:${port}/`, `http://fridom.lu.localhost:${port}/`]);
    expect(await colourOf(await services.locator('img').first().getAttribute('src'))).toBe('lu');

    await page.getByRole('button', { name: 'Aller sur un site partenaire' }).click();
    const chooser = page.getByRole('list').filter({ has: page.getByRole('link', { name: /^MyUp/ }) });
    expect(await linksOf(page, chooser)).toEqual([
      ['Espace client', `http://client.lu.localhost:${port}/`],
      ['Fridom', `http://fridom.lu.localhost:${port}/`],
      ['MyMonizze', `http://my.lu.localhost:${port}/`],
      ['MyUp', `http://myup.lu.localhost:${port}/`],
    ]);
    await expect(page.getByRole('link', { name: /Dealzz|Deals/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shootBothWidths(page, 'dashboard-extra', 'dashboard-lu');
  });
});
