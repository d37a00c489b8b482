import { expect, test } from '../support/test';
import { bea } from '../support/demo';
import { signInWithEmailCode, stepUpByEmail } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

const shots = process.env.SCREENSHOT_DIR;

test('a person sets an IBAN after a step-up, sees it masked and pending, then cancels the change', async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithEmailCode(page, bea.email);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Banking information' });
  await expect(section.getByText('You have not added an IBAN yet.')).toBeVisible();

  // No live step-up: the second factor first, then the form opens on return.
  await section.getByRole('button', { name: 'Add an IBAN' }).click();
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=profile&action=editIban$/);
  await stepUpByEmail(page, bea.email, /\/profile$/);
  const dialog = page.getByRole('dialog', { name: 'Your IBAN' });
  await expect(dialog).toBeVisible();

  // A wrong check digit is refused in the browser with the spec's text.
  const field = dialog.getByLabel('IBAN');
  await field.fill('BE71 0961 2345 6768');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The provided IBAN is invalid.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  if (shots) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/iban-form-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${shots}/iban-form-1280.png` });
  }

  await field.fill('be71 0961 2345 6769');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('IBAN updated');
  await expect(section).toContainText('New IBAN BE•• •••• •••• 6769 (Belgium) reaches partner apps on');
  await expect(section).not.toContainText('0961');
  await expectNoAxeViolations(page, '.banking');
  if (shots) {
    await page.screenshot({ path: `${shots}/iban-pending-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/iban-pending-375.png`, fullPage: true });
  }

  // The owner stops the change: nothing reaches partner apps, the section is empty again.
  await section.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(section.getByRole('status')).toHaveText('The IBAN change was cancelled.');
  await expect(section.getByText('You have not added an IBAN yet.')).toBeVisible();
});
