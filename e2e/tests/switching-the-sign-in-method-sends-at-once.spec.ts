import { expect, test } from '../support/test';
import { lastMessageId, nextCode } from '../support/outbox';
import { enterPassword } from '../support/sign-in';

const sven = { email: 'ux.switch@example.com', phone: '+32470199842' };

test('choosing another method right after a code was sent sends there at once; the same method again shows its countdown, no error', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, sven.email);
  const emailBefore = await lastMessageId(page.request, sven.email);
  await page.getByRole('button', { name: /^E-mail\b/ }).click();
  await expect(page).toHaveURL(/\/mfa\?/);
  await nextCode(page.request, sven.email, emailBefore);

  // Within the 10 seconds of the e-mail: SMS is another method, not a resend.
  await page.goBack();
  const smsBefore = await lastMessageId(page.request, sven.phone);
  await page.getByRole('button', { name: /^SMS\b/ }).click();
  await expect(page).toHaveURL(/\/mfa\?/);
  await expect(page.getByText('Please wait before requesting a new code')).toHaveCount(0);
  const smsCode = await nextCode(page.request, sven.phone, smsBefore);

  // SMS again at once: its code still works; the screen counts down instead of failing.
  await page.goBack();
  await page.getByRole('button', { name: /^SMS\b/ }).click();
  await expect(page).toHaveURL(/\/mfa\?/);
  // The server's wait (under 10 s), not the 15 s of a fresh send.
  await expect(page.getByRole('button', { name: /^Resend code in ([1-9]|10) s$/ })).toBeDisabled();
  await expect(page.getByText('Please wait before requesting a new code')).toHaveCount(0);
  await page.getByLabel('Verification code').fill(smsCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
