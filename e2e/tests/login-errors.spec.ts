import { expect, test } from '../support/test';
import { jan, port } from '../support/demo';
import { enterPassword } from '../support/sign-in';

test('a wrong password says so without revealing whether the account exists', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, jan.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
  await enterPassword(page, `nobody-${Date.now()}@example.com`, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
  await expect(page).toHaveURL(/\/login\/email/);
});

test('after 3 wrong passwords for a username, even an unknown one, the next try needs the captcha', async ({ page }) => {
  // A username nobody has: unknown accounts are counted and answered like known ones, and the
  // counters of a fresh name cannot reach the demo accounts the other specs sign in with.
  const username = `locked-${Date.now()}@example.com`;
  await page.goto('/login/email');
  for (let i = 0; i < 3; i++) {
    await enterPassword(page, username, `wrong-${i}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
  }
  await expect(page.locator('altcha-widget')).toHaveCount(0);

  await enterPassword(page, username, 'wrong-again');
  await expect(page.getByRole('alert')).toHaveText('Too many failed attempts for this account. Please confirm you are human, then sign in again.');
  const check = page.getByRole('group', { name: /your browser now solves a short check/ });
  const payload = check.locator('input[type="hidden"][name="captcha"]');
  await expect(check.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 20_000 });
  const spent = await payload.inputValue();

  // With the solved captcha the password is checked again, and still refused as a plain wrong one.
  await enterPassword(page, username, 'wrong-with-captcha');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
  // A payload works once: the widget has solved a new challenge for the next try.
  await expect(payload).not.toHaveValue(spent);
  await expect(check.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 20_000 });
  await expect(payload).toHaveValue(/^eyJ/);
});

test('the login page is translated and names the platform the person comes from', async ({ page }) => {
  await page.goto('/login/email?redirect=' + encodeURIComponent(`http://client.localhost:${port}/home`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the client area');
  await page.getByLabel('Language').selectOption({ label: 'Nederlands' });
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});
