import { expect, test } from '../support/test';
import { totpUser } from '../support/demo';
import { enterPassword, logOut } from '../support/sign-in';
import { freshTotpCode } from '../support/totp';

test('a person with an authenticator app signs in with its 6-digit code, and each code works once only', async ({ page }) => {
  // The second sign-in needs a code of a step not used yet: it may wait for the next 30 s step.
  test.setTimeout(75_000);
  await page.goto('/login/email');
  await enterPassword(page, totpUser.email);
  await expect(page).toHaveURL(/\/mfa\/methods\?/);
  // The authenticator is the primary method: it comes first; the recovery keys are a separate way in.
  const methods = page.getByRole('main').getByRole('listitem');
  await expect(methods.first()).toContainText('Authenticator app');
  await expect(page.getByRole('button', { name: 'Lost your authenticator app? Use a recovery key' })).toBeVisible();
  await page.getByRole('button', { name: /^Authenticator app/ }).click();

  await expect(page.getByRole('heading', { name: 'Open your authenticator app' })).toBeVisible();
  const input = page.getByLabel('Verification code');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  // Nothing is delivered, so there is no resend link.
  await expect(page.getByRole('button', { name: /Resend code/ })).toHaveCount(0);

  const code = await freshTotpCode(totpUser.email);
  await input.pressSequentially(`${code}99`);
  await expect(input).toHaveValue(code);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tess');

  // The same code again is refused, even though it is still within its 30 seconds.
  await logOut(page);
  await enterPassword(page, totpUser.email);
  await page.getByRole('button', { name: /^Authenticator app/ }).click();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The code is invalid.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await freshTotpCode(totpUser.email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
