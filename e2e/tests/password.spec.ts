import { expect, test, type Page } from '../support/test';
import { paula, PASSWORD, weak } from '../support/demo';
import { enterPassword, enterPasswordAndReadCode, logOut, signInWithEmailCode, stepUpByEmail } from '../support/sign-in';

const shot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
};

test('a person changes the password after a step-up, then signs in with the new one', async ({ page }) => {
  const next = 'Lantern-Harbour-73!';
  await signInWithEmailCode(page, paula.email);
  await page.goto('/security/edit-password');
  await stepUpByEmail(page, paula.email, /\/security\/edit-password$/);

  await page.getByLabel('Current password').fill('Not-The-Password-9!');
  await page.getByLabel('New password', { exact: true }).fill('short1!');
  await expect(page.getByText('Strength: fair')).toBeVisible();
  // The rules name their numbers (the contract's), each marked as met or missing.
  await expect(page.getByText(/At least 12 characters\s*\(missing\)/)).toBeVisible();
  await expect(page.getByText(/At least 1 letter\s*\(done\)/)).toBeVisible();
  await expect(page.getByText(/At least 1 number\s*\(done\)/)).toBeVisible();
  await expect(page.getByText(/At least 1 special character\s*\(done\)/)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(next);
  await expect(page.getByText(/At least 12 characters\s*\(done\)/)).toBeVisible();
  // Each password field shows what was typed, on its own.
  const newPassword = page.getByLabel('New password', { exact: true });
  const toggles = page.getByRole('button', { name: 'Show password' });
  await expect(toggles).toHaveCount(3);
  await toggles.nth(1).click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await expect(newPassword).toHaveValue(next);
  await expect(page.getByLabel('Current password')).toHaveAttribute('type', 'password');
  await toggles.nth(1).click();
  await expect(newPassword).toHaveAttribute('type', 'password');
  await expect(page.getByText('Strength: strong')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await shot(page, 'edit-password-error');

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await shot(page, 'edit-password-done');

  await logOut(page);
  await enterPassword(page, paula.email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
  const code = await enterPasswordAndReadCode(page, paula.email, next);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test('weak@example.com replaces the weak password after the e-mail code and lands on the dashboard', async ({ page }) => {
  // Two argon2 hashes, the first common-password check (its dictionaries load once) and a sign-in.
  test.setTimeout(60_000);
  const next = 'Copper-Meadow-58?';
  await page.goto('/login/email');
  const code = await enterPasswordAndReadCode(page, weak.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/weak-password\?verified=true/);
  // No session yet: the code only earned the right to replace the password.
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await page.getByLabel('New password', { exact: true }).fill('Password123!');
  await page.getByLabel('Confirm the new password').fill('Password123!');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('This password is too common.')).toBeVisible();
  await shot(page, 'weak-password');

  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm the new password').fill(next);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // Wim reads Dutch once signed in; the API shows the new password works and is no longer weak.
  const again = await page.request.post('/api/token', { data: { username: weak.email, password: next }, headers: { 'x-device-id': crypto.randomUUID() } });
  expect(again.status()).toBe(401);
  expect((await again.json()).mfa.weak).toBeUndefined();
});
