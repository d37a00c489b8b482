import { expect, test } from '../support/test';
import { appHasStarted } from '../support/sign-in';

// The login forms check their inputs as every form does (react-hook-form with the contract's rules,
// issue 33): errors on submit, the first wrong input focused, each error gone once mended.

test('the e-mail login names each wrong input, focuses the first, sends nothing, and clears an error once mended', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/token') && sent.push(request.url()));
  await page.goto('/login/email');
  await appHasStarted(page);
  const email = page.getByLabel('E-mail address');
  const password = page.getByLabel('Password', { exact: true });

  await password.focus();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
  await expect(password).toHaveAccessibleDescription('Password is required.');
  await expect(email).toBeFocused();

  await email.fill('jan@');
  await expect(email).toHaveAccessibleDescription('The email provided is invalid');
  await email.fill('jan@example.be');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

test('the phone login checks the number with its country code and sends the composed number', async ({ page }) => {
  await page.goto('/login/phone');
  await appHasStarted(page);
  const number = page.getByLabel('Phone number');
  await number.fill('12');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(number).toHaveAccessibleDescription(/The phone number provided is invalid/);
  await expect(number).toBeFocused();

  // A number nobody has: the server answers it like a wrong password, and no demo account's counter moves.
  const local = `4709${String(Date.now()).slice(-5)}`;
  await number.fill(local);
  await expect(number).not.toHaveAttribute('aria-invalid');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/token'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect((await request).postDataJSON()).toEqual({ username: `+32${local}`, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
});
