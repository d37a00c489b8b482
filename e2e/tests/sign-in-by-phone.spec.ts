import { expect, test } from '../support/test';
import { PASSWORD, jan } from '../support/demo';
import { chooseMethodAndReadCode } from '../support/sign-in';

test('a card holder signs in by phone with an SMS code and lands on the page they first asked for', async ({ page }) => {
  await page.goto('/security/history');
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fsecurity%2Fhistory/);
  await page.getByRole('link', { name: 'Sign in with a phone number instead' }).click();
  await expect(page).toHaveURL(/\/login\/phone\?redirect=%2Fsecurity%2Fhistory/);

  await expect(page.getByLabel('Country code')).toHaveValue(/\+?32/);
  const phone = page.getByLabel('Phone number');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'username');
  await phone.fill(jan.localPhone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  const code = await chooseMethodAndReadCode(page, 'SMS', jan.phone);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/security\/history$/);
});
