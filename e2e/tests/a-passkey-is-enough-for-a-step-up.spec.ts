import { expect, test } from '../support/test';
import { addVirtualAuthenticator } from '../support/authenticator';
import { passkeyOnly } from '../support/demo';
import { enterPassword } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

test('an account whose only second factor is a passkey confirms a step-up with it', async ({ page }) => {
  test.setTimeout(60_000);
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto('/login/email');
  await enterPassword(page, passkeyOnly.email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // No second factor yet: the first passkey is added on the session alone.
  await page.goto('/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('status')).toHaveText('Your passkey “Chrome on Linux” has been added.');

  // Now it is the account's one second factor: the password change asks for it, and it is enough.
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=edit-password$/);
  await page.getByRole('button', { name: /^Passkey/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Use your passkey');
  await expectNoAxeViolations(page);
  await authenticator.respond(true);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/security\/edit-password$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
});
