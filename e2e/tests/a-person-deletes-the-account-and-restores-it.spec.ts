import type { TestInfo } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { PASSWORD } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { enterPassword, signInWithEmailCode } from '../support/sign-in';

// Deleting one's account (issue 38 part 2, docs/privacy.md). Each person is used by this file only:
// Dora and Karel (a client-area account), each with an e-mail code as second factor.
const dora = { email: 'delete.me@example.com' };
const karel = { email: 'delete.client@example.com' };

test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth), `${name} at ${width} px`).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** The step-up by e-mail code (the method list first when the page offers one), back on the deletion page. */
async function stepUp(page: Page, email: string) {
  await page.waitForURL(/\/mfa(\/methods)?\?.*single=true/);
  const before = await lastMessageId(page.request, email);
  if (new URL(page.url()).pathname === '/mfa/methods') await page.getByRole('button', { name: /^E-mail\b/ }).first().click();
  await expect(page).toHaveURL(/\/mfa\?/);
  await page.getByLabel('Verification code').fill(await nextCode(page.request, email, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/security\/delete-account$/);
}

/** The restore link of the newest closing e-mail to `to`. */
async function restoreLink(page: Page, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { data } = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { data: { text: string }[] };
      link = data.map((m) => m.text.match(/http:\/\/\S+\/account\/restore#restore=[\w-]+/)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('a person deletes the account from Security behind a step-up, is signed out, and restores it by signing in again', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signInWithEmailCode(page, dora.email);
  await page.goto('/security');
  await expect(page.getByText('Closed at once, erased after 14 days.')).toBeVisible();
  await shoot(page, testInfo, 'security');
  await page.getByRole('link', { name: 'Delete my account' }).click();

  await stepUp(page, dora.email);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete my account');
  await expect(page.getByRole('heading', { name: 'What happens' })).toBeVisible();
  await expect(page.getByText('Your cards stay with their issuer', { exact: false })).toBeVisible();
  await shoot(page, testInfo, 'delete-account');

  const word = page.getByLabel('Type DELETE to confirm');
  await word.fill('DELET');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Type the confirmation word exactly as shown.')).toBeVisible();
  await expect(word).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, testInfo, 'delete-account-wrong-word');

  await word.fill('delete');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is closed');
  await expect(page.getByRole('status')).toContainText('It will be erased for good on');
  await shoot(page, testInfo, 'account-deleted');
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await restoreLink(page, dora.email);

  // Signing in again: the right password brings the offer to restore, with the date.
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await enterPassword(page, dora.email, PASSWORD);
  const offer = page.getByRole('status').filter({ hasText: 'Your account is closed' });
  await expect(offer).toContainText('will be erased on');
  await expect(page).toHaveURL(/\/login\/email/);
  await shoot(page, testInfo, 'sign-in-restore-offer');

  const codeBefore = await lastMessageId(page.request, dora.email);
  await offer.getByRole('button', { name: 'Restore my account' }).click();
  // Restored, the sign-in goes on: her e-mail code, then home.
  await expect(page).toHaveURL(/\/mfa\?/);
  await page.getByLabel('Verification code').fill(await nextCode(page.request, dora.email, codeBefore));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect((await page.request.get('/api/user')).status()).toBe(200);
});

test('a client-area person reads what the client area keeps first, then deletes, and restores with the e-mail’s link', async ({ page, browser }, testInfo) => {
  test.setTimeout(60_000);
  await signInWithEmailCode(page, karel.email);
  await page.goto('/security/delete-account');
  await stepUp(page, karel.email);
  await expect(page.getByRole('heading', { name: 'Before you go: the client area' })).toBeVisible();
  const carryOn = page.getByRole('button', { name: 'Continue' });
  await expect(carryOn).toBeDisabled();
  await shoot(page, testInfo, 'client-area-notice');
  await page.getByLabel('I understand that the client area keeps my company’s records').check();
  await carryOn.click();

  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);

  const mailbox = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await mailbox.goto(await restoreLink(page, karel.email));
  await expect(mailbox).toHaveURL(/\/account\/restore$/);
  await expect(mailbox.getByRole('heading', { level: 1 })).toHaveText('Restore your account');
  await shoot(mailbox, testInfo, 'restore-link');
  await mailbox.getByRole('button', { name: 'Restore my account' }).click();
  await expect(mailbox.getByRole('heading', { level: 1 })).toHaveText('Your account is restored');
  await shoot(mailbox, testInfo, 'restored');

  await signInWithEmailCode(mailbox, karel.email);
  await mailbox.context().close();
});
