import { expect, test } from '../support/test';
import { totpUser } from '../support/demo';
import { enterPassword } from '../support/sign-in';
import { freshTotpCode } from '../support/totp';

test('when the MFA API is unreachable the security page says so with a retry, never "no method", and the retry recovers', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, totpUser.email);
  await page.getByRole('button', { name: /^Authenticator app/ }).click();
  await page.getByLabel('Verification code').fill(await freshTotpCode(totpUser.email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  const isMfaApi = (url: URL) => url.pathname === '/api/mfa' || url.pathname.startsWith('/api/mfa/trusted-devices');
  await page.route(isMfaApi, (route) => route.abort('connectionrefused'));
  await page.goto('/security');

  const twoStep = page.getByRole('region', { name: 'Two-step verification' });
  const devices = page.getByRole('region', { name: 'Trusted devices' });
  await expect(twoStep.getByRole('alert')).toContainText('We could not load this part.');
  await expect(twoStep.getByRole('alert')).toContainText('The server cannot be reached. Check your connection and try again.');
  await expect(devices.getByRole('alert')).toContainText('We could not load this part.');
  // This account has an authenticator and ten recovery keys: nothing may claim otherwise.
  await expect(page.getByText('You have no verification method yet.')).toHaveCount(0);
  await expect(page.getByText(/Recovery keys come with an authenticator app/)).toHaveCount(0);
  await expect(page.getByText('No trusted devices.')).toHaveCount(0);

  await page.unroute(isMfaApi);
  await twoStep.getByRole('button', { name: 'Try again' }).click();
  await expect(twoStep.getByRole('listitem').first()).toContainText('Authenticator app');
  await expect(twoStep.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recovery keys' })).toContainText(/\d+ of 10 recovery keys unused/);
  await devices.getByRole('button', { name: 'Try again' }).click();
  await expect(devices.getByRole('alert')).toHaveCount(0);
});
