import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { manage } from '../support/demo';
import { enterPassword, logOut, signInWithEmailCode, stepUpByEmail } from '../support/sign-in';
import { freshTotpCode } from '../support/totp';
import { expectNoAxeViolations } from '../support/axe';

test('a person adds an authenticator app from the security settings and keeps the recovery keys shown once', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithEmailCode(page, manage.email);
  await page.goto('/security');
  await expect(page.getByText('Recovery keys come with an authenticator app. Add one to get them.')).toBeVisible();
  await page.getByRole('link', { name: 'Manage methods' }).click();
  await stepUpByEmail(page, manage.email, /\/security\/mfa-edit$/);
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();

  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-totp\?redirect=security$/);
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  // A wrong code is refused inline; the right one activates the app.
  const code = await freshTotpCode(manage.email, secret);
  const input = page.getByLabel('Verification code');
  await input.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The code is invalid.')).toBeVisible();
  await input.fill(code);
  await page.getByRole('button', { name: 'Activate' }).click();

  await expect(page).toHaveURL(/\/setup-totp\/success\?redirect=security$/);
  await expect(page.getByRole('heading', { name: 'Save your recovery keys' })).toBeVisible();
  const keys = await page.getByRole('list', { name: 'Recovery keys' }).getByRole('listitem').allInnerTexts();
  expect(keys).toHaveLength(10);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Recovery keys copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(keys.join('\n'));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (.txt)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('recovery-keys.txt');
  expect(await readFile((await file.path()) ?? '', 'utf8')).toContain(keys.join('\n'));

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // Shown once: a reload no longer shows them.
  await page.reload();
  await expect(page.getByText('Recovery keys are shown only once.', { exact: false })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery keys' })).toHaveCount(0);

  await page.goto('/security');
  await expect(page.getByText('10 of 10 recovery keys unused')).toBeVisible();
  await expectNoAxeViolations(page);
  const methods = page.getByRole('region', { name: 'Two-step verification' });
  await expect(methods.getByRole('listitem').first()).toContainText('Authenticator app');
  await expect(methods.getByRole('listitem').first()).toContainText('Primary');

  // From now on the sign-in offers the authenticator first, and its codes work.
  await logOut(page);
  await enterPassword(page, manage.email);
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Authenticator app');
  await page.getByRole('button', { name: /^Authenticator app/ }).click();
  await page.getByLabel('Verification code').fill(await freshTotpCode(manage.email, secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
