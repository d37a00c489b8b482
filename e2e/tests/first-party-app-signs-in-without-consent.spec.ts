import { expect, test } from '../support/test';
import * as client from 'openid-client';
import { jan } from '../support/demo';
import { discoverAsPartner, issuer, partnerAuthorization, servePartnerCallback } from '../support/partner';
import { chooseMethodAndReadCode, enterPassword } from '../support/sign-in';

const voucherHolderArea = { clientId: '51', secret: 'voucher-holder-secret', redirectUri: 'http://localhost:8003/callback' };

test('the voucher-holder area (client 51) names its platform on the login page and skips consent', async ({ page }) => {
  const config = await discoverAsPartner(voucherHolderArea);
  const { url, checks } = await partnerAuthorization(config, { scope: 'openid profile user' }, voucherHolderArea);
  await servePartnerCallback('http://localhost:8003');

  await page.goto(url.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the employee area');
  await enterPassword(page, jan.email);
  const code = await chooseMethodAndReadCode(page, 'E-mail', jan.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/^http:\/\/localhost:8003\/callback\?code=/);
  const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), checks);
  expect(await client.fetchUserInfo(config, tokens.access_token, tokens.claims()?.sub ?? '')).toMatchObject({ user_id: 1001 });
  // A first-party sign-in is no partner login (the flag lives in the portal's session storage).
  await page.goto(`${issuer}/user/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jan');
  expect(await page.evaluate(() => sessionStorage.getItem('partner_login'))).toBeNull();
});
