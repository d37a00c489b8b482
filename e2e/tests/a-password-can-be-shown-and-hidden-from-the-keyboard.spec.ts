import { expect, test } from '../support/test';
import { luBaseURL } from '../support/demo';
import { appHasStarted, drawnPage } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

// Issue 34 item 7: every password field has a button that shows what was typed, a toggle
// (aria-pressed) named "Show password" in the page's language, reached with the keyboard.

const languageSelect = /^(Language|Langue|Taal|Sprache)$/;

test('on the login page the password is shown and hidden again with the keyboard, and hidden when the form is sent', async ({ page }) => {
  await page.goto('/login/email');
  await appHasStarted(page);
  const password = page.getByLabel('Password', { exact: true });
  await page.getByLabel('E-mail address').fill('nobody.here@example.com');
  await password.fill('Not-My-Password-7');
  await expect(password).toHaveAttribute('type', 'password');

  // The button comes right after the field.
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('Not-My-Password-7');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await expect(page.getByRole('button', { name: 'Show password', pressed: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  // Shown, then sent: the browser gets a password field back (and offers to save a password).
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await expect(password).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/password.');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test('the show button has its name in every language', async ({ page }) => {
  for (const { base, language, name } of [
    { base: '', language: 'Nederlands', name: 'Wachtwoord tonen' },
    { base: '', language: 'Français', name: 'Afficher le mot de passe' },
    { base: luBaseURL, language: 'Deutsch', name: 'Passwort anzeigen' },
    { base: luBaseURL, language: 'English', name: 'Show password' },
  ]) {
    await page.goto(`${base}/login/email`);
    await appHasStarted(page);
    await page.getByLabel(languageSelect).selectOption({ label: language });
    await expect(page.getByRole('button', { name, pressed: false })).toBeVisible();
  }
});

test('the login page drawn for a browser without the script shows no show button, and the field keeps its size when the app arrives', async ({ browser, page }) => {
  await page.goto('/login/email');
  await appHasStarted(page);
  const live = await page.getByLabel('Password', { exact: true }).boundingBox();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const drawn = await context.newPage();
  await drawn.goto(page.url());
  await expect(drawnPage(drawn).getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  await expect(drawn.locator('input[type="password"]')).toBeVisible();
  await expect(drawn.locator('.password-field__toggle')).toBeHidden();
  expect(await drawn.locator('input[type="password"]').boundingBox()).toEqual(live);
  await context.close();
});
