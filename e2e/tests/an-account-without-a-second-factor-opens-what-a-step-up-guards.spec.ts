import { expect, test } from '../support/test';
import { noFactorYet, PASSWORD } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { enterPassword, enterPasswordAndReadCode, logOut, stepUpByEmail } from '../support/sign-in';

/**
 * A step-up confirms a second factor; an account without one has nothing to confirm, and the server
 * lets its session make these changes alone. The pages must open too: they used to lead to a
 * step-up screen with no method to pick, a dead end for the password and the first method.
 */
test('an account without a second factor changes its password and adds its first method on its session, then steps up', async ({ page }) => {
  // Two argon2 hashes (the password check and the new password).
  test.setTimeout(60_000);
  const next = 'Willow-Lantern-46!';
  await page.goto('/login/email');
  await enterPassword(page, noFactorYet.email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.getByRole('link', { name: 'Security' }).first().click();
  await expect(page.getByText('You have no verification method yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/security\/edit-password$/);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm the new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The dashboard's "worth a look" leads to the methods, which open as well.
  await page.goto('/user/dashboard');
  await page.getByRole('region', { name: 'Worth a look' }).getByRole('link', { name: 'Add a verification method' }).click();
  await expect(page).toHaveURL(/\/security\/mfa-edit$/);
  await page.getByRole('button', { name: 'Add an e-mail address' }).click();
  await page.getByLabel('E-mail address').fill(noFactorYet.email);
  const before = await lastMessageId(page.request, noFactorYet.email);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, noFactorYet.email, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Verification method added.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your verification methods' }).getByRole('listitem')).toHaveCount(1);

  // Now there is a second factor: the next sign-in asks for its code, and the password page for a step-up.
  await logOut(page);
  await page.getByLabel('Verification code').fill(await enterPasswordAndReadCode(page, noFactorYet.email, next));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/security/edit-password');
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=edit-password$/);
  await stepUpByEmail(page, noFactorYet.email, /\/security\/edit-password$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
});
