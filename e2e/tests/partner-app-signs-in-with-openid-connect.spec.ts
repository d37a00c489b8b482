import { expect, test } from '../support/test';
import * as client from 'openid-client';
import { jan } from '../support/demo';
import { demoPartner, discoverAsPartner, issuer, partnerAuthorization, servePartnerCallback } from '../support/partner';
import { chooseMethodAndReadCode, enterPassword } from '../support/sign-in';

test('a partner app signs a person in with OpenID Connect, refreshes and revokes its tokens', async ({ page }) => {
  const config = await discoverAsPartner();
  expect(config.serverMetadata().issuer).toBe(issuer);
  const { url, checks } = await partnerAuthorization(config, { scope: 'openid profile email offline_access balance', prompt: 'consent' });
  await servePartnerCallback();

  // The person arrives anonymous: the portal's login, then the second factor, then consent.
  await page.goto(url.href);
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Foauth%2Finteraction%2F/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  await enterPassword(page, jan.email);
  const code = await chooseMethodAndReadCode(page, 'E-mail', jan.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/approve\?interaction=/);
  // Jan's account is in Dutch: the SPA switches to his language once he is signed in.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Demo partner (wil toegang tot je account|wants to access your account)/);
  await expect(page.getByRole('main').getByRole('list')).toContainText(/saldo van je kaarten|balance of your cards/);
  await page.getByRole('button', { name: /^(Toestaan|Allow)$/ }).click();

  await expect(page).toHaveURL(/^http:\/\/localhost:9999\/callback\?code=/);
  const callback = new URL(page.url());
  const tokens = await client.authorizationCodeGrant(config, callback, checks);
  const claims = tokens.claims();
  expect(claims).toMatchObject({ iss: issuer, aud: demoPartner.clientId, nonce: checks.expectedNonce });
  expect(tokens.scope).toBe('openid profile email offline_access balance');

  const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
  expect(userinfo).toMatchObject({ email: 'demo@example.com', email_verified: true, given_name: 'Jan', family_name: 'Peeters' });

  const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
  expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
  expect((await client.tokenIntrospection(config, refreshed.access_token)).active).toBe(true);

  // The same code a second time is refused, and it takes down what it issued.
  await expect(client.authorizationCodeGrant(config, callback, checks)).rejects.toMatchObject({ error: 'invalid_grant' });
  expect((await client.tokenIntrospection(config, refreshed.access_token)).active).toBe(false);

  // A new sign-in needs no login now (single sign-on); revocation ends its refresh token.
  const again = await partnerAuthorization(config, { scope: 'openid email offline_access', prompt: 'consent' });
  await page.goto(again.url.href);
  await page.getByRole('button', { name: /^(Toestaan|Allow)$/ }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:9999\/callback\?code=/);
  const second = await client.authorizationCodeGrant(config, new URL(page.url()), again.checks);
  await client.tokenRevocation(config, second.refresh_token ?? '');
  await expect(client.refreshTokenGrant(config, second.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
});

test('a partner app with an unregistered redirect_uri gets no code, and the person sees why', async ({ page }) => {
  const config = await discoverAsPartner();
  const { url } = await partnerAuthorization(config, { redirect_uri: 'http://localhost:9999/elsewhere' });
  await servePartnerCallback();
  await page.goto(url.href);
  await expect(page).toHaveURL(`${issuer}/oauth-error?reason=configuration&client=${demoPartner.clientId}`);
  await expect(page.getByText("Oops. Seems like the partner you're coming from uses an invalid configuration.")).toBeVisible();
  await expect(page.getByText('Go back to Demo partner and tell its support team', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my account' })).toBeVisible();
});
