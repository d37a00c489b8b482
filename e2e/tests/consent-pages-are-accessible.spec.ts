import { expect, test } from '../support/test';
import * as client from 'openid-client';
import { PASSWORD } from '../support/demo';
import { demoPartner, discoverAsPartner, partnerAuthorization, servePartnerCallback } from '../support/partner';
import { enterPassword } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

test('the approve, access and partner pages have no detectable accessibility violations', async ({ page }) => {
  // A partner's sign-in, a token exchange and three axe audits: about 30 s on CI's two cores.
  test.setTimeout(60_000);
  const config = await discoverAsPartner();
  const { url, checks } = await partnerAuthorization(config, { scope: 'openid email history', prompt: 'consent' });
  await servePartnerCallback();
  await page.goto(url.href);
  await enterPassword(page, 'nomfa@example.com', PASSWORD);
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:9999\/callback\?code=/);
  await client.authorizationCodeGrant(config, new URL(page.url()), checks);

  await page.goto(`${new URL(url).origin}/user/access`);
  await expect(page.getByRole('button', { name: 'Revoke access: Demo partner' })).toBeVisible();
  await expectNoAxeViolations(page);

  const query = new URLSearchParams({ client_id: demoPartner.clientId, redirect_uri: demoPartner.redirectUri, response_type: 'code', scope: 'openid email', state: 'a11y' });
  await page.goto(`${new URL(url).origin}/partner?${query}`);
  await expect(page.getByRole('link', { name: 'Continue to Demo partner' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Leave Nora without authorised apps for the other tests.
  await page.goto(`${new URL(url).origin}/user/access`);
  await page.getByRole('button', { name: 'Revoke access: Demo partner' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByText('No app has access to your account.')).toBeVisible();
});
