import { expect, test, type Page } from '../support/test';
import { luBaseURL } from '../support/demo';
import { expectNoAxeViolations } from '../support/axe';
import { enterEmailCode, expectNoHorizontalOverflow, shoot, signInByEmailCode, uxDe, uxFr } from '../support/review';

const publicPages = ['/login/email', '/login/phone', '/forgot-password/email', '/forgot-username', '/account-recovery', '/onboarding'];
const signedInPages = ['/user/dashboard', '/profile', '/security', '/user/access', '/notifications', '/security/history'];

/** Every tab bar label shows whole: none is wider than its tab. */
async function expectTabLabelsWhole(page: Page) {
  const labels = page.locator('.side-nav__label--short');
  await expect(labels).toHaveCount(5);
  for (const label of await labels.all()) {
    await expect(label).toBeVisible();
    const fits = await label.evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0) && el.scrollHeight <= (el.parentElement?.clientHeight ?? 0));
    expect(fits, `${await label.innerText()} is cut`).toBe(true);
  }
}

async function checkPage(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await shoot(page, name);
}

for (const { variant, locale, baseURL, account } of [
  { variant: 'lu', locale: 'de_LU', baseURL: luBaseURL, account: uxDe },
  { variant: 'be', locale: 'fr', baseURL: undefined, account: uxFr },
]) {
  test(`at 375 px no page in ${locale} is wider than the phone, the tab labels show whole, axe finds nothing`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/login/email');
    await page.evaluate((l) => window.localStorage.setItem('locale', l), locale);
    for (const path of publicPages) await checkPage(page, path, `${variant}-${locale}${path.replaceAll('/', '_')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));

    // Signing in with the English form; the account's own language (de or fr) then applies.
    await page.evaluate((l) => window.localStorage.setItem('locale', l), variant === 'lu' ? 'en_LU' : 'en');
    await signInByEmailCode(page, account.email);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
    for (const path of signedInPages) await checkPage(page, path, `${variant}-${locale}${path.replaceAll('/', '_')}`);
    await expectTabLabelsWhole(page);

    // The methods and contacts with their "Make primary" buttons, behind a step-up.
    await page.goto('/security/mfa-edit');
    await enterEmailCode(page, account.email, /^E-(M|m)ail\b/);
    await expect(page).toHaveURL(/\/security\/mfa-edit/);
    await checkPage(page, '/security/mfa-edit', `${variant}-${locale}_security_mfa-edit`);
    await checkPage(page, '/profile/edit-credentials', `${variant}-${locale}_profile_edit-credentials`);
    await checkPage(page, '/security/edit-recovery', `${variant}-${locale}_security_edit-recovery`);
    await context.close();
  });
}
