import { expect, test } from '../support/test';
import { addVirtualAuthenticator } from '../support/authenticator';
import { PASSWORD } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { enterPassword, logOut, signInWithEmailCode, stepUpByEmail } from '../support/sign-in';
import { shootBothWidths } from '../support/screenshots';
import { expectNoAxeViolations } from '../support/axe';

// Pieter Sleutelaar (docs/demo-data.md): e-mail only until this test adds his passkey.
const pieter = { email: 'forgot-passkey@example.com' };
const NEW_PASSWORD = 'Harbour-Kestrel-58!';

test('a person whose other factor is a passkey resets the password with it', async ({ page }) => {
  // A sign-in, a step-up, the reset and a sign-in again, with codes from the outbox.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const authenticator = await addVirtualAuthenticator(page);

  // The passkey is added on /security as any person would (demo passkeys are not seeded).
  await signInWithEmailCode(page, pieter.email);
  await page.goto('/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await stepUpByEmail(page, pieter.email, /\/security(\?.*)?$/);
  await expect(section.getByRole('status')).toContainText('has been added');
  // Until the passkey screen the authenticator does not answer (the login page's autofill asks too).
  await authenticator.respond(false);
  await logOut(page);

  // The code goes by e-mail; the passkey is the only factor beyond it, so it is asked for.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/email$/);
  // The address changes before the page's bundle has arrived: until then the login form, with its
  // own "E-mail address" field, is still on screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  const before = await lastMessageId(page.request, pieter.email);
  await page.getByLabel('E-mail address').fill(pieter.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/forgot-password-sent$/);
  await page.getByLabel('Verification code').fill(await nextCode(page.request, pieter.email, before));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm it is you');
  await page.getByRole('button', { name: /^Passkey/ }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Use your passkey');
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'reset-passkey', 'reset-password-passkey');
  await authenticator.respond(true);
  await page.getByRole('button', { name: 'Use a passkey' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL(/\/reset-password-confirmed$/);
  // Before the login page: its autofill request would otherwise sign in with the passkey at once.
  await authenticator.respond(false);
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\/email/);

  // The old password is gone; the new one leads to the second factor, the passkey among them.
  await enterPassword(page, pieter.email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Invalid username/password.');
  await enterPassword(page, pieter.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/mfa\/methods/);
  await expect(page.getByRole('button', { name: /^Passkey/ })).toBeVisible();
});
