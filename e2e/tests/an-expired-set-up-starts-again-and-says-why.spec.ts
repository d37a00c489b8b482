import { expect, test, type Page } from '../support/test';
import { expiredCode, expiredTotp } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { enterPassword } from '../support/sign-in';
import { freshTotpCode } from '../support/totp';

/**
 * A set-up code lives 10 minutes, and installing an authenticator app can take longer. The server
 * then answers 400 mfa.challenge_expired; here the first confirmation gets that answer (the server's
 * own words), so the test need not wait. The screens used to swallow it: every try did nothing.
 */
const expireNextConfirmation = (page: Page) =>
  page.route(
    '**/api/mfa/activate',
    (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'mfa.challenge_expired', message: 'This verification has expired. Please start again.' }) }),
    { times: 1 },
  );

/** Password only (no second factor yet), then the methods page. */
async function openMethods(page: Page, email: string) {
  await page.goto('/login/email');
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/security/mfa-edit');
}

test('an expired e-mail code goes back to the address, kept, and says why; a new code adds the method', async ({ page }) => {
  await openMethods(page, expiredCode.email);
  await page.getByRole('button', { name: 'Add an e-mail address' }).click();
  await page.getByLabel('E-mail address').fill(expiredCode.email);
  let before = await lastMessageId(page.request, expiredCode.email);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, expiredCode.email, before));
  await expireNextConfirmation(page);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('This verification has expired. Please start again.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(expiredCode.email);
  before = await lastMessageId(page.request, expiredCode.email);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, expiredCode.email, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Verification method added.')).toBeVisible();
});

test('an expired authenticator set-up shows a new QR code and says why; its code activates the app', async ({ page }) => {
  test.setTimeout(60_000);
  await openMethods(page, expiredTotp.email);
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-totp/);
  const secretOf = async () => (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  const first = await secretOf();
  await page.getByLabel('Verification code').fill(await freshTotpCode(expiredTotp.email, first));
  await expireNextConfirmation(page);
  await page.getByRole('button', { name: 'Activate' }).click();

  await expect(page.getByText('That set-up expired after 10 minutes. Here is a new QR code: add it to your authenticator app again, then enter its code.')).toBeVisible();
  await expect.poll(secretOf).not.toBe(first);
  await page.getByLabel('Verification code').fill(await freshTotpCode(expiredTotp.email, await secretOf()));
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery keys' })).toBeVisible();
});
