import { expect, test, type Browser, type Page } from '../support/test';
import { PASSWORD } from '../support/demo';
import { enterPassword } from '../support/sign-in';

// Nadia has no second factor and is used by these tests only: they sign her in from new devices
// and finally secure her account, which signs her out everywhere.
const nadia = { email: 'notice@example.com' };

/** A fresh browser context is a new device: it gets its own device id. */
async function signInOnNewDevice(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/login/email');
  await enterPassword(page, nadia.email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return page;
}

async function notMeLink(page: Page): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { data } = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(nadia.email)}`)).json()) as { data: { text: string }[] };
      link = data.map((m) => m.text.match(/http:\/\/\S+\/secure-account#secure=[\w-]+/)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test.describe.configure({ mode: 'serial' });

test('a sign-in from a new device is listed on the notifications page, newest first, with "This wasn’t me"', async ({ browser }, testInfo) => {
  const home = await signInOnNewDevice(browser);
  await home.goto('/user/notifications');
  await expect(home.getByText('No notifications yet.', { exact: false })).toBeVisible();

  const laptop = await signInOnNewDevice(browser);
  await laptop.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(laptop.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  const list = laptop.getByRole('list', { name: 'Security notifications' });
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('heading')).toHaveText('New sign-in from a device your account had not used before New');
  await expect(first).toContainText('From Chrome, Linux');
  await expect(first.getByRole('link', { name: /This wasn’t me/ })).toBeVisible();
  await laptop.screenshot({ path: testInfo.outputPath('notifications-1280.png'), fullPage: true });
  await laptop.setViewportSize({ width: 375, height: 800 });
  await laptop.screenshot({ path: testInfo.outputPath('notifications-375.png'), fullPage: true });

  // Shown means read: the next visit has no "New" badge.
  await laptop.reload();
  await expect(list.getByRole('listitem').first().getByRole('heading')).toHaveText('New sign-in from a device your account had not used before');
  await home.context().close();
  await laptop.context().close();
});

test('"This wasn’t me" from the e-mail link asks first, then signs the account out everywhere', async ({ browser }, testInfo) => {
  // Two devices sign in with their codes before the link is used: 23 s on a 2-core machine.
  test.setTimeout(60_000);
  const signedIn = await signInOnNewDevice(browser);
  const stranger = await signInOnNewDevice(browser);
  const link = await notMeLink(stranger);

  const mailbox = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await mailbox.goto(link);
  await expect(mailbox.getByRole('heading', { level: 1 })).toHaveText('Secure your account');
  await expect(mailbox).toHaveURL(/\/secure-account$/);
  await mailbox.screenshot({ path: testInfo.outputPath('secure-account-375.png'), fullPage: true });
  // Opening the link did nothing: the stranger is still signed in.
  await stranger.goto('/user/notifications');
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Notifications');

  await mailbox.getByRole('button', { name: 'Secure my account' }).click();
  await expect(mailbox.getByRole('heading', { level: 1 })).toHaveText('Your account is secured');
  await expect(mailbox.getByRole('status')).toContainText('We signed your account out everywhere');
  await mailbox.screenshot({ path: testInfo.outputPath('secured-375.png'), fullPage: true });
  await mailbox.setViewportSize({ width: 1280, height: 900 });
  await mailbox.screenshot({ path: testInfo.outputPath('secured-1280.png'), fullPage: true });

  for (const page of [stranger, signedIn]) {
    await page.goto('/user/notifications');
    await expect(page).toHaveURL(/\/login\/email/);
  }

  // The link works once.
  const again = await mailbox.context().newPage();
  await again.goto(link);
  await again.getByRole('button', { name: 'Secure my account' }).click();
  await expect(again.getByRole('alert')).toContainText('expired or was already used');
  await expect(again.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
});

test('"This wasn’t me" on a sign-in of the security history asks first, then signs the account out', async ({ browser }) => {
  const other = await signInOnNewDevice(browser);
  const owner = await signInOnNewDevice(browser);
  await owner.goto('/security/history');
  const history = owner.getByRole('list', { name: 'Security history' });
  await history.getByRole('link', { name: 'This wasn’t me' }).nth(1).click();
  await expect(owner).toHaveURL(/\/secure-account$/);
  await owner.getByRole('button', { name: /secure/i }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Your account is secured');
  expect((await other.request.get('/api/user')).status()).toBe(401);
  await other.context().close();
  await owner.context().close();
});
