import { expect, type Page } from '@playwright/test';
import { lastMessageId, nextCode } from './outbox';
import { PASSWORD } from './demo';

/** The server's drawing of the login page, until the app's first render replaces it. */
export const drawnPage = (page: Page) => page.locator('[data-prerendered]');

/**
 * The login page arrives drawn and inert before the app runs (issue 12): a visible field does not
 * mean the app has started. This waits for the app's own page.
 */
export const appHasStarted = (page: Page) => expect(drawnPage(page)).toHaveCount(0);

/** The password step on /login/email; the account has MFA, so the method choice follows. */
export async function enterPassword(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Picks a method on /mfa/methods and returns the code delivered to `recipient`. */
export async function chooseMethodAndReadCode(page: Page, method: 'E-mail' | 'SMS', recipient: string, screen: RegExp = /\/mfa\/methods\?/): Promise<string> {
  await expect(page).toHaveURL(screen);
  const before = await lastMessageId(page.request, recipient);
  await page.getByRole('button', { name: new RegExp(`^${method}\\b`) }).first().click();
  await expect(page).toHaveURL(/\/mfa\?/);
  return nextCode(page.request, recipient, before);
}

/**
 * The password step of an account whose one method is e-mail: its code is sent at once and its
 * screen opens, no method list. Returns the code.
 */
export async function enterPasswordAndReadCode(page: Page, email: string, password = PASSWORD): Promise<string> {
  const before = await lastMessageId(page.request, email);
  await enterPassword(page, email, password);
  await expect(page).toHaveURL(/\/mfa\?isLogin=true&mfaId=\d+/);
  return nextCode(page.request, email, before);
}

/**
 * Password, e-mail code, and back on the remembered target: the e-mail picked on the method list
 * when the account has several methods, its screen opened at once when e-mail is its only one.
 */
export async function signInWithEmailCode(page: Page, email: string) {
  await page.goto('/login/email');
  const before = await lastMessageId(page.request, email);
  await enterPassword(page, email);
  await page.waitForURL(/\/mfa(\/methods)?\?/);
  if (new URL(page.url()).pathname === '/mfa/methods') await page.getByRole('button', { name: /^E-mail\b/ }).first().click();
  await expect(page).toHaveURL(/\/mfa\?/);
  const code = await nextCode(page.request, email, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

/** Logs out from the header and waits for the login page. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login\/email/);
}

/** A step-up check by e-mail code on /mfa/methods?single=true, landing back on `route`'s path. */
export async function stepUpByEmail(page: Page, email: string, routePath: RegExp) {
  const code = await chooseMethodAndReadCode(page, 'E-mail', email, /\/mfa\/methods\?single=true/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(routePath);
}
