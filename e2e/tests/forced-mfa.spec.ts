import { expect, test } from '../support/test';
import * as client from 'openid-client';
import { forced, forcedMerge, forcedPartner, newCustomer, PASSWORD } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { discoverAsPartner, issuer, partnerAuthorization, servePartnerCallback } from '../support/partner';
import { enterPassword, logOut } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

const voucherHolderArea = { clientId: '51', secret: 'voucher-holder-secret', redirectUri: 'http://localhost:8003/callback' };

test('a forced account is sent to set up its phone and e-mail, and leaving the set-up logs it out', async ({ page }) => {
  test.setTimeout(60_000);
  // A partner client (client id other than 2 or 51) is not subject to forced MFA.
  await page.goto(`/login/email?redirect=${encodeURIComponent('/user/dashboard?client_id=7')}`);
  await enterPassword(page, forced.email);
  await expect(page).toHaveURL(/\/user\/dashboard\?client_id=7$/);
  await logOut(page);

  // The first-party client 51 is.
  await page.goto(`/login/email?redirect=${encodeURIComponent('/user/dashboard?client_id=51')}`);
  await enterPassword(page, forced.email);
  await expect(page).toHaveURL(/\/setup-mfa\?redirect=/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Not now' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Walking out of the set-up ends the session.
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-phone\?/);
  await page.getByRole('link', { name: 'Voucher account, go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/login\/email$/);
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login\/email\?redirect=/);

  // The voucher-holder app (client 51) signs the account in: the set-up comes first, and then the
  // same authorization finishes (the server refuses to finish it before).
  const config = await discoverAsPartner(voucherHolderArea);
  const { url, checks } = await partnerAuthorization(config, { scope: 'openid profile' }, voucherHolderArea);
  await servePartnerCallback('http://localhost:8003');
  await page.goto(url.href);
  await enterPassword(page, forced.email);
  await expect(page).toHaveURL(/\/setup-mfa\?redirect=%2Foauth%2Finteraction%2F/);
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();

  // Phone first: the number of the account is proposed.
  await expect(page.getByLabel('Mobile phone number')).toHaveValue(forced.phone);
  await expectNoAxeViolations(page);
  let before = await lastMessageId(page.request, forced.phone);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-confirmation(\?|$)/);
  await page.getByLabel('Verification code').fill(await nextCode(page.request, forced.phone, before));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Then the e-mail address.
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-email(\?|$)/);
  await expect(page.getByLabel('E-mail address')).toHaveValue(forced.email);
  before = await lastMessageId(page.request, forced.email);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, forced.email, before));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-success(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Two-step verification is on' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:8003\/callback\?code=/);
  const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), checks);
  expect(tokens.claims()?.sub).toBeTruthy();

  // The set-up no longer holds the person: other pages open.
  await page.goto(`${issuer}/user/dashboard`);
  await page.getByRole('link', { name: 'Security' }).first().click();
  await expect(page).toHaveURL(/\/security$/);
});

test('a customer account not yet forced may skip the set-up, with a warning about shared credentials', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, newCustomer.email);
  await expect(page).toHaveURL(/\/setup-mfa$/);
  // Two reasons for client-area accounts.
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Do not share your credentials', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the security settings' })).toHaveAttribute('href', '/security');
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/security');
  await expect(page).toHaveURL(/\/security$/);
});

test('a customer account not yet forced leaves the set-up by the logo: that skips it, signed in', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, 'setup.optional@example.com');
  await expect(page).toHaveURL(/\/setup-mfa$/);
  await page.getByRole('link', { name: 'Voucher account, go to the dashboard' }).click();
  // It used to sign the person out, as leaving a set-up that may not be skipped does.
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/security');
  await expect(page).toHaveURL(/\/security$/);
});

test('a customer account chooses its first method on the selection screen', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, newCustomer.email);
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-selection/);
  await expect(page.getByRole('link', { name: /Authenticator app/ })).toBeVisible();
  await page.getByRole('link', { name: /E-mail address/ }).click();
  const before = await lastMessageId(page.request, newCustomer.email);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, newCustomer.email, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-success/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The next sign-in asks for the new method instead of the set-up: its only one, so its code screen opens at once.
  await logOut(page);
  await enterPassword(page, newCustomer.email);
  await expect(page).toHaveURL(/\/mfa\?isLogin=true&mfaId=\d+/);
});

test('an app other than the portal’s own signs a forced account in after its consent, without the set-up', async ({ page }) => {
  const config = await discoverAsPartner();
  const { url, checks } = await partnerAuthorization(config, { scope: 'openid email' });
  await servePartnerCallback();
  await page.goto(url.href);
  await enterPassword(page, forcedPartner.email);
  // The consent's address names no app: the guard used to take it for the portal's own and hold the person in the set-up.
  await expect(page).toHaveURL(/\/approve\?interaction=/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:9999\/callback\?code=/);
  const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), checks);
  expect(tokens.claims()?.sub).toBeTruthy();
});

test('in the set-up, the phone number of another account opens the merge offer rather than signing out; merged, the set-up goes on', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/login/email');
  await enterPassword(page, forcedMerge.email);
  await expect(page).toHaveURL(/\/setup-mfa$/);
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await page.getByLabel('Mobile phone number').fill(forcedMerge.otherPhone);
  let before = await lastMessageId(page.request, forcedMerge.otherPhone);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, forcedMerge.otherPhone, before));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The offer, where leaving the set-up used to sign the person out and lose it.
  await expect(page).toHaveURL(/\/duplicated/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merge your accounts');
  await page.getByRole('button', { name: 'Merge my accounts' }).click();
  await page.getByLabel('Password of the other platform').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  before = await lastMessageId(page.request, forcedMerge.otherPhone);
  await page.getByRole('button', { name: /^SMS\b/ }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, forcedMerge.otherPhone, before));
  await page.getByRole('button', { name: 'Merge the accounts' }).click();

  // Still signed in, and still forced: the merged account's e-mail method is set up next, then the merge's outcome shows.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One more step: secure your merged account');
  await page.getByRole('link', { name: 'Set up my verification methods' }).click();
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-email(\?|$)/);
  await expect(page.getByLabel('E-mail address')).toHaveValue(forcedMerge.email);
  before = await lastMessageId(page.request, forcedMerge.email);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, forcedMerge.email, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification is on' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts merged');
});
