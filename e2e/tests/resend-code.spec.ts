import { expect, test } from '../support/test';
import { jan } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { chooseMethodAndReadCode, enterPassword } from '../support/sign-in';

test('the resend link counts down 15 s, sends a new code, then counts down 30 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login/email');
  await enterPassword(page, jan.email);
  const first = await chooseMethodAndReadCode(page, 'E-mail', jan.email);
  const sentAt = Date.now();

  const resend = page.getByRole('button', { name: /^Resend code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/15 s/);
  await page.clock.runFor(5_000);
  await expect(resend).toHaveText(/10 s/);
  await page.clock.runFor(11_000);
  await expect(resend).toBeEnabled();

  // The page's clock is fake, the server's is not: it refuses a new code within 10 s of the last.
  await page.waitForTimeout(Math.max(0, 10_500 - (Date.now() - sentAt)));
  const before = await lastMessageId(page.request, jan.email);
  await resend.click();
  const second = await nextCode(page.request, jan.email, before);
  await expect(resend).toHaveText(/30 s/);

  // The new code replaces the first one.
  const input = page.getByLabel('Verification code');
  if (first !== second) {
    await input.fill(first);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The code is invalid.')).toBeVisible();
  }
  await input.fill(second);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
