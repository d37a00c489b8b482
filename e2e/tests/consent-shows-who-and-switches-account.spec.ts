import { expect, test } from '../support/test';
import { discoverAsPartner, partnerAuthorization, servePartnerCallback } from '../support/partner';
import { enterPasswordAndReadCode } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

const cora = { email: 'ux.consent@example.com' };
const cas = { email: 'ux.consent2@example.com' };

test('the login names the app that asked; the consent shows who is signed in and switches to another account, the app still asking', async ({ page }) => {
  const config = await discoverAsPartner();
  const { url } = await partnerAuthorization(config, { scope: 'openid email' });
  await servePartnerCallback();
  await page.goto(url.href);
  await expect(page).toHaveURL(/\/login\/email\?redirect=/);
  await expect(page.getByText('Sign in to continue to Demo partner')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toBeFocused();

  // Both accounts have e-mail as their only method: its code goes at once.
  const signInAs = async (email: string) => {
    const code = await enterPasswordAndReadCode(page, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
  };
  await signInAs(cora.email);
  await expect(page).toHaveURL(/\/approve\?interaction=/);
  await expect(page.getByText('Signed in as Cora Consent')).toBeVisible();
  await expect(page.getByText(cora.email)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Not you? Use another account' }).click();
  await expect(page).toHaveURL(/\/login\/email\?redirect=/);
  await expect(page.getByText('Sign in to continue to Demo partner')).toBeVisible();
  await signInAs(cas.email);
  await expect(page).toHaveURL(/\/approve\?interaction=/);
  await expect(page.getByText('Signed in as Cas Ander')).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:9999\/callback\?code=/);
});

test('an unknown app gets the general login text', async ({ page }) => {
  const query = new URLSearchParams({ client_id: 'no-such-app', redirect_uri: 'http://localhost:9999/callback' });
  await page.goto(`/login/email?${new URLSearchParams({ redirect: `/oauth/auth?${query}` })}`);
  await expect(page.getByText('One account for your vouchers, your benefits and the services of your employer.')).toBeVisible();
  await expect(page.getByText(/Sign in to continue to/)).toHaveCount(0);
});
