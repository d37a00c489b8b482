import { expect, test } from '../support/test';
import { cardUser } from '../support/demo';
import { enterPassword } from '../support/sign-in';

test('a card-only account proves possession with its card number, at sign-in and for a step-up', async ({ page }) => {
  await page.goto('/login/email');
  // The card is his only method: its check opens at once, no method list.
  await enterPassword(page, cardUser.email);
  await expect(page).toHaveURL(/\/mfa\?isLogin=true&mfaId=\d+/);
  await expect(page.getByRole('heading', { name: 'Use your card' })).toBeVisible();
  const input = page.getByLabel('Card number');
  await expect(page.getByRole('button', { name: /Resend code/ })).toHaveCount(0);

  // Only the contract's card numbers are sent: 16 digits starting with 5065.
  await input.fill('4065123456789012');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await input.fill('5065 0000 0000 0000');
  await expect(input).toHaveValue('5065000000000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await input.fill(cardUser.card);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // need_card makes the card the method of the step-up: no choice, the card check opens at once.
  await page.goto('/security/edit-password');
  await expect(page).toHaveURL(/\/mfa\?single=true&mfaId=\d+&redirect=edit-password$/);
  await expect(page.getByRole('heading', { name: 'Use your card' })).toBeVisible();
  await page.getByLabel('Card number').fill(cardUser.card);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/security\/edit-password$/);
});
