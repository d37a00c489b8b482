import { expect, test } from '../support/test';

test('the login identifier has the focus on load; after a route change the new heading has it', async ({ page }) => {
  await page.goto('/login/email');
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await page.goto('/login/phone');
  await expect(page.getByLabel('Phone number')).toBeFocused();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // The login's phone field, focused above, would pass the check below until the new page commits.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  // A screen that focuses its own field keeps it; one without gets its heading focused.
  await expect(page.getByRole('textbox').first()).toBeFocused();
  await page.goto('/login/email');
  await page.getByRole('link', { name: /username/i }).click();
  await expect(page).toHaveURL(/\/forgot-username/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
});
