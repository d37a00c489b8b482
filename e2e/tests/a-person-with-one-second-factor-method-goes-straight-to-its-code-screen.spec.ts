import { expect, test } from '../support/test';
import { oneEmail, oneTotp } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { enterPassword } from '../support/sign-in';
import { freshTotpCode } from '../support/totp';

const codeScreen = /\/mfa\?isLogin=true&mfaId=\d+&redirect=%2Fsecurity$/;

test('an account whose only method is e-mail gets its code at once, on the code screen, without the method list', async ({ page }) => {
  await page.goto('/security');
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fsecurity$/);
  const before = await lastMessageId(page.request, oneEmail.email);
  await enterPassword(page, oneEmail.email);

  await expect(page).toHaveURL(codeScreen);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
  await expect(page.getByText('We sent an 8-digit code to o***@example.com.')).toBeVisible();
  // The code went out as the screen opened: its resend waits for the countdown.
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  const code = await nextCode(page.request, oneEmail.email, before);
  // No list behind it: the way out is the sign-in, and there is no other method to offer.
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Use another method' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the verification methods' })).toHaveCount(0);

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/security$/);
});

test('an account whose only method is the authenticator opens its screen with nothing sent, the recovery keys offered there', async ({ page }) => {
  await page.goto('/security');
  const mailBefore = await lastMessageId(page.request, oneTotp.email);
  await enterPassword(page, oneTotp.email);

  await expect(page).toHaveURL(codeScreen);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open your authenticator app');
  await expect(page.getByRole('button', { name: /Resend code/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lost your authenticator app? Use a recovery key' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
  // Nothing was sent to her address on the way (an e-mail would have gone before the screen opened).
  expect(await lastMessageId(page.request, oneTotp.email)).toBe(mailBefore);

  await page.getByLabel('Verification code').fill(await freshTotpCode(oneTotp.email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/security$/);
});
