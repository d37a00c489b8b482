import { expect, test } from '../support/test';
import { stepUser } from '../support/demo';
import { signInWithEmailCode, stepUpByEmail } from '../support/sign-in';

const protectedRoutes = [
  { name: 'edit-credentials', path: '/profile/edit-credentials', heading: 'E-mail addresses and phone numbers' },
  { name: 'mfa-edit', path: '/security/mfa-edit', heading: 'Two-step verification' },
  { name: 'edit-recovery', path: '/security/edit-recovery', heading: 'Recovery keys' },
  { name: 'edit-password', path: '/security/edit-password', heading: 'Change password' },
];

for (const route of protectedRoutes) {
  test(`${route.path} asks for a fresh second factor first, then opens`, async ({ page }) => {
    await signInWithEmailCode(page, stepUser.email);
    await page.goto(route.path);
    await expect(page).toHaveURL(new RegExp(`/mfa/methods\\?single=true&redirect=${route.name}$`));
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await stepUpByEmail(page, stepUser.email, new RegExp(`${route.path}$`));
    // Its own heading: any h1 would also match the code screen, still shown as the address changes.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  });
}

test('a wrong step-up code is refused inline and the protected page stays closed', async ({ page }) => {
  // An account of its own: one address receives at most 20 codes an hour, and the method-management test signs in as methods.other.
  await signInWithEmailCode(page, 'stepup.wrong@example.com');
  await page.goto('/security/mfa-edit');
  await page.getByRole('button', { name: /^E-mail/ }).first().click();
  await expect(page).toHaveURL(/\/mfa\?single=true/);
  await page.getByLabel('Verification code').fill('00000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The code is invalid.')).toBeVisible();
  // Without a grant the page sends the person back to the check.
  await page.goto('/security/mfa-edit');
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=mfa-edit$/);
});
