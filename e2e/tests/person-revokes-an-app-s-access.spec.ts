import { expect, test } from '../support/test';
import * as client from 'openid-client';
import { PASSWORD, port } from '../support/demo';
import { discoverAsPartner, partnerAuthorization, servePartnerCallback } from '../support/partner';
import { enterPassword } from '../support/sign-in';

// Rik has no second factor and English as his language (the shortest way to a signed-in page), and
// no other test gives apps access to his account.
const rik = { email: 'revokes.app@example.com' };

test('a person revokes a partner app on the Access page: the row goes, a success alert shows, the tokens die', async ({ page }) => {
  const config = await discoverAsPartner();
  const { url, checks } = await partnerAuthorization(config, { scope: 'openid email balance history' });
  await servePartnerCallback();
  await page.goto(url.href);
  await enterPassword(page, rik.email, PASSWORD);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:9999\/callback\?code=/);
  const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), checks);

  await page.goto(`http://localhost:${port}/user/access`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access');
  const row = page.getByRole('region', { name: 'Demo partner' });
  await expect(row.getByRole('listitem')).toHaveText([
    'Confirm who you are with your account',
    'See your e-mail address',
    'See the balance of your cards',
    'See your transaction history',
  ]);
  await row.getByRole('button', { name: 'Revoke access: Demo partner' }).click();
  await page.getByRole('dialog', { name: 'Revoke access for Demo partner?' }).getByRole('button', { name: 'Revoke access' }).click();

  const alert = page.getByRole('status').filter({ hasText: 'Access revoked for Demo partner.' });
  await expect(alert).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No app has access to your account.')).toBeVisible();
  expect((await client.tokenIntrospection(config, tokens.access_token)).active).toBe(false);

  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
});
