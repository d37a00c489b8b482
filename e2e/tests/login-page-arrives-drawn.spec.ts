import { expect, test, type Browser, type BrowserContext, type Page } from '../support/test';
import { luBaseURL } from '../support/demo';
import { appHasStarted, enterPassword } from '../support/sign-in';

// Issue 12 target 5: the server sends the login page drawn (the build's prerender), so a phone shows
// it before the app's JavaScript has arrived; the app then puts the same page in its place.

type Cookies = Parameters<BrowserContext['addCookies']>[0];

/** A visitor whose browser runs no JavaScript: what the page shows before the app has arrived. */
async function withoutJavaScript(browser: Browser, options: { locale?: string; cookies?: Cookies } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: options.locale });
  if (options.cookies) await context.addCookies(options.cookies);
  return context.newPage();
}

const submitBackground = (page: Page) => page.getByRole('button', { name: /^(Sign in|Se connecter|Aanmelden|Anmelden)$/ }).evaluate((b) => getComputedStyle(b).backgroundColor);

test('before the app arrives, the login page is already drawn and styled, in the browser language, and cannot be typed into yet', async ({ browser, page }) => {
  await page.goto('/login/email');
  await appHasStarted(page);
  const live = await submitBackground(page);
  expect(live).toMatch(/^rgb/);

  const drawn = await withoutJavaScript(browser, { locale: 'fr-BE' });
  await drawn.goto(page.url());
  await expect(drawn.getByRole('heading', { level: 1 })).toHaveText('Connectez-vous à votre compte');
  await expect(drawn.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(drawn.getByText('Adresse e-mail')).toBeVisible();
  await expect(drawn.getByRole('navigation', { name: 'Liens utiles' }).getByRole('link', { name: /^Aide/ })).toHaveAttribute('href', 'https://help.example.be/');
  // Its styles came with it: the button looks as in the app.
  expect(await submitBackground(drawn)).toBe(live);
  // Inert until the app replaces it: what is typed now would be lost then.
  const email = drawn.locator('input[type="email"]');
  const box = await email.boundingBox();
  if (!box) throw new Error('the drawn e-mail field has no box');
  await drawn.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await drawn.keyboard.type('typed@example.com');
  await expect(email).toHaveValue('');
  await drawn.context().close();

  const lu = await withoutJavaScript(browser, { locale: 'en-GB' });
  await lu.goto(`${luBaseURL}/login/email`);
  await expect(lu.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  await expect(lu.locator('html')).toHaveAttribute('lang', 'en-LU');
  await expect(lu.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Activate my card' })).toBeVisible();
  await lu.context().close();
});

test('the app takes the drawn page’s place without a shift or a loading screen, and its form works', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { shifts: 0, splash: false };
    Object.assign(window, { seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('.splash')) seen.splash = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login/email');
  await appHasStarted(page);
  // The app's own e-mail field has the focus, as on any visit.
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({ shifts: 0, splash: false });

  await enterPassword(page, `nobody-${Date.now()}@example.com`, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
});

test('a returning visitor whose session has ended meets the login page, even when that answer beats the app', async ({ page }) => {
  // The profile the app keeps from the last visit; the session cookie is gone.
  const stored = { id: 1, firstname: 'Ada', lastname: 'Gone', birthdate: null, gender: null, language: 'en', email: [], phone: [], user_id: null, customer_user_id: null, fridom_user_id: null, password_status: 0, last_password_change: null, mfa_forced: false, mfa_customer: false, totpRecovery: [], microsoft_login: false, microsoft_email: null };
  await page.addInitScript((account) => localStorage.setItem('account', account), JSON.stringify(stored));
  // The drawn page's bundle arrives late: GET /api/user has answered 401 before the app's first render.
  let userAnswered = false;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/user')) userAnswered = true;
  });
  await page.route(/\/assets\/LoginPage-[^/]+\.js$/, async (route) => {
    await expect.poll(() => userAnswered).toBe(true);
    await route.continue();
  });
  // The stored profile makes the app open the dashboard first; the 401 must bring it back.
  await page.goto('/login/email');
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fuser%2Fdashboard$/);
  await expect(page.getByLabel('E-mail address')).toBeEditable();
});

test('a language chosen in the app is the one the next visit arrives drawn in', async ({ browser, page }) => {
  await page.goto(`${luBaseURL}/login/email`);
  await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei Ihrem Konto anmelden');

  const next = await withoutJavaScript(browser, { locale: 'en-GB', cookies: await page.context().cookies() });
  await next.goto(`${luBaseURL}/login/email`);
  await expect(next.getByRole('heading', { level: 1 })).toHaveText('Bei Ihrem Konto anmelden');
  await expect(next.locator('html')).toHaveAttribute('lang', 'de-LU');
  await expect(next.getByLabel('Sprache')).toHaveValue('de_LU');
  await next.context().close();
});
