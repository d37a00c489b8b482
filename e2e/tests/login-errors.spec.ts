import { expect, test } from '@playwright/test';
import { jan, weak } from '../support/demo';
import { enterPassword } from '../support/sign-in';

test('a wrong password says so without revealing whether the account exists', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, jan.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
  await enterPassword(page, `nobody-${Date.now()}@example.com`, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
  await expect(page).toHaveURL(/\/login\/email/);
});

test('too many wrong passwords for one username are refused for a while', async ({ page }) => {
  const username = `locked-${Date.now()}@example.com`;
  await page.goto('/login/email');
  for (let i = 0; i < 5; i++) {
    await enterPassword(page, username, `wrong-${i}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
  }
  await enterPassword(page, username, 'wrong-again');
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please try again later.');
});

test('an account with a weak password is sent to replace it and is not signed in', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, weak.email);
  await expect(page).toHaveURL(/\/weak-password/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('the login page is translated and names the platform the person comes from', async ({ page }) => {
  await page.goto('/login/email?redirect=' + encodeURIComponent('https://client.localhost/home'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to the client area');
  await page.getByLabel('Language').selectOption({ label: 'Nederlands' });
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});
