import { expect, test, type Browser, type Page } from '../support/test';
import { devicesStepUpUser, dirk, luBaseURL } from '../support/demo';
import { enterPassword, signInWithEmailCode, stepUpByEmail } from '../support/sign-in';

// Dirk's sessions are logged out here: no other spec signs in as him. One test at a time.
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, base = '') {
  await page.goto(`${base}/login/email`);
  await enterPassword(page, dirk.email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

/** A second browser (its own device id) signed in as Dirk. */
async function otherDevice(browser: Browser) {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });
  const page = await context.newPage();
  await signIn(page);
  return { page, close: () => context.close() };
}

/** Whether the browser's login cookie still opens a session (the API answers, not a cached screen). */
const stillSignedIn = async (page: Page) => (await page.request.get('/api/user', { headers: { accept: 'application/json' } })).status() === 200;

test('logs out one device, then everywhere else, keeping this session', async ({ page, browser }) => {
  // Three devices sign in, each with its code: about 28 s on a 2-core machine, so more than the 30 s default.
  test.setTimeout(60_000);
  await signIn(page);
  const phone = await otherDevice(browser);

  await page.goto('/security/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security history (my devices)');
  const devices = page.getByRole('list', { name: 'My devices' });
  const android = devices.getByRole('listitem').filter({ hasText: 'Android' });
  await expect(android).toContainText('Active');
  await expect(android).toContainText('Unknown city, Unknown country');
  await expect(devices.getByRole('listitem').filter({ hasText: 'Current session' })).toHaveCount(1);

  await android.getByRole('button', { name: 'Sign out: Mobile Chrome 126 on Android 14' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'One device was signed out.' })).toBeVisible();
  await expect(android).toHaveCount(0);
  expect(await stillSignedIn(phone.page)).toBe(false);
  await phone.close();

  // Two more devices, then "Sign out on all devices" from the security page.
  const second = await otherDevice(browser);
  const third = await otherDevice(browser);
  await page.goto('/security');
  await page.getByRole('button', { name: 'Sign out on all devices' }).click();
  await expect(page.getByText('Signed out everywhere else. This session stays signed in.')).toBeVisible();
  expect(await stillSignedIn(second.page)).toBe(false);
  expect(await stillSignedIn(third.page)).toBe(false);
  expect(await stillSignedIn(page)).toBe(true);
  await page.goto('/security/history');
  await expect(page.getByRole('list', { name: 'My devices' }).getByRole('listitem')).toHaveCount(1);
  await second.close();
  await third.close();
});

test('with a second factor, ending another device or every other session asks for a step-up first', async ({ page, browser }) => {
  // Dana has e-mail and SMS as second factors, and an address of her own for the five codes.
  await signInWithEmailCode(page, devicesStepUpUser.email);
  const phoneContext = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });
  const phone = await phoneContext.newPage();
  await signInWithEmailCode(phone, devicesStepUpUser.email);

  await page.goto('/security/history');
  const android = page.getByRole('list', { name: 'My devices' }).getByRole('listitem').filter({ hasText: 'Android' }).first();
  await android.getByRole('button', { name: /^Sign out: .*Android/ }).click();
  // The step-up comes first; the sign-out the person asked for follows on the way back.
  await stepUpByEmail(page, devicesStepUpUser.email, /\/security\/history$/);
  await expect(page.getByRole('status').filter({ hasText: 'One device was signed out.' })).toBeVisible();
  expect(await stillSignedIn(phone)).toBe(false);

  // The grant was single-use: signing out everywhere else asks again.
  await signInWithEmailCode(phone, devicesStepUpUser.email);
  await page.goto('/security');
  await page.getByRole('button', { name: 'Sign out on all devices' }).click();
  await stepUpByEmail(page, devicesStepUpUser.email, /\/security$/);
  await expect(page.getByText('Signed out everywhere else. This session stays signed in.')).toBeVisible();
  expect(await stillSignedIn(phone)).toBe(false);
  expect(await stillSignedIn(page)).toBe(true);
  await phoneContext.close();
});

test('shows the security history newest first, 20 at a time', async ({ page }) => {
  await signIn(page);
  // Switching the session history records an event each time: enough for two pages.
  await page.goto('/security/history');
  const history = page.getByRole('checkbox', { name: 'Keep my session history' });
  for (let i = 0; i < 23; i++) {
    await history.click();
    await expect(history).toBeEnabled();
  }
  await expect(history).toBeChecked();
  const events = page.getByRole('list', { name: 'Security history' }).getByRole('listitem');
  await expect(events.first()).toContainText('Session history turned on');
  await expect(events).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => events.count()).toBeGreaterThan(20);
  const texts = await events.allInnerTexts();
  expect(texts.length).toBeGreaterThan(20);
  await history.click();
  await expect(history).not.toBeChecked();
});

test('screenshots at 375 and 1280 px in English and German', { tag: '@look' }, async ({ page }) => {
  for (const { base, language } of [{ base: '', language: null }, { base: luBaseURL, language: 'Deutsch' }]) {
    await signIn(page, base);
    await page.goto(`${base}/security/history`);
    if (language) await page.getByLabel(/^(Language|Langue|Taal|Sprache)$/).selectOption({ label: language });
    await expect(page.getByRole('list', { name: language ? 'Meine Geräte' : 'My devices' })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
      expect(overflow).toBe(false);
      await page.screenshot({ path: `test-results/devices-${language ? 'de_LU' : 'en'}-${width}.png`, fullPage: true });
    }
  }
});
