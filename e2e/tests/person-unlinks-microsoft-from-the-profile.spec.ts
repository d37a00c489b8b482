import { expect, test } from '../support/test';
import { mila } from '../support/demo';
import { expectNoAxeViolations } from '../support/axe';
import { signInWithEmailCode, stepUpByEmail } from '../support/sign-in';

const shots = process.env.SCREENSHOT_DIR;

test('a person linked to Microsoft sees its e-mail on the profile and unlinks it after confirming and a step-up', async ({ page }) => {
  test.setTimeout(90_000);
  await signInWithEmailCode(page, mila.email);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Sign-in with Microsoft' });
  await expect(section.getByText(mila.microsoftEmail, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  if (shots) {
    await page.screenshot({ path: `${shots}/profile-1280-linked.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/profile-375-linked.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // It asks first; "Cancel" keeps the link.
  await section.getByRole('button', { name: 'Unlink Microsoft account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlink your Microsoft account?' });
  await expect(dialog).toContainText(`Signing in with Microsoft (${mila.microsoftEmail}) will no longer reach this account.`);
  if (shots) await page.screenshot({ path: `${shots}/profile-1280-confirm.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(mila.microsoftEmail, { exact: true })).toBeVisible();

  // Confirmed: no live step-up, so the second factor first; back on the profile the unlinking finishes.
  await section.getByRole('button', { name: 'Unlink Microsoft account' }).click();
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=profile&action=unlinkMicrosoft$/);
  await stepUpByEmail(page, mila.email, /\/profile$/);
  await expect(section.getByRole('status')).toHaveText('Your account is no longer linked to your Microsoft account.');
  await expect(section.getByText('Your account is not linked to a Microsoft account.')).toBeVisible();
  await expect(section.getByText(mila.microsoftEmail, { exact: true })).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Sign-in with Microsoft' })).toBeFocused();
  await expectNoAxeViolations(page, 'main');
  if (shots) {
    await page.screenshot({ path: `${shots}/profile-1280-unlinked.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/profile-375-unlinked.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The security history says it, and the profile of a reload has nothing more to say about it: this
  // portal does not offer signing in with Microsoft.
  await page.goto('/security/history');
  await expect(page.getByText('Microsoft account unlinked: signing in with Microsoft turned off')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Contact information' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign-in with Microsoft' })).toHaveCount(0);
  if (shots) {
    await page.screenshot({ path: `${shots}/profile-1280-reloaded.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/profile-375-reloaded.png`, fullPage: true });
  }
});
