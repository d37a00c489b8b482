import { expect, type Page } from './test';
import { enterPassword } from './sign-in';
import { freshTotpCode } from './totp';

/** Opens /support signed out: the portal's sign-in, with the authenticator, and back to the desk. */
export async function signInToDesk(page: Page, email: string): Promise<void> {
  await page.goto('/support');
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fsupport$/);
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/mfa\?isLogin=true/);
  await page.getByLabel('Verification code').fill(await freshTotpCode(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support desk');
}

/** Searches the desk by e-mail address with a reason and opens the one person found, whose name heads the page. */
export async function openPerson(page: Page, email: string, name: string, reason: string): Promise<void> {
  await page.getByLabel('Search by').selectOption('email');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('list', { name: 'People found' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/support\/people\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}
