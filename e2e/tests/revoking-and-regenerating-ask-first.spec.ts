import { expect, test } from '../support/test';
import * as client from 'openid-client';
import { discoverAsPartner, partnerAuthorization, servePartnerCallback } from '../support/partner';
import { signInWithEmailCode, stepUpByEmail } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

test('revoking an app asks first: Escape and Cancel keep it, the named action revokes it', async ({ page }) => {
  const email = 'ux.revoke@example.com';
  const config = await discoverAsPartner();
  const { url, checks } = await partnerAuthorization(config, { scope: 'openid email' });
  await servePartnerCallback();
  await signInWithEmailCode(page, email);
  await page.goto(url.href);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:9999\/callback\?code=/);
  const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), checks);

  await page.goto(`${new URL(url).origin}/user/access`);
  const revoke = page.getByRole('button', { name: 'Revoke access: Demo partner' });
  await revoke.click();
  const dialog = page.getByRole('dialog', { name: 'Revoke access for Demo partner?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // Focus stays in the dialog.
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await revoke.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(revoke).toBeVisible();
  expect((await client.tokenIntrospection(config, tokens.access_token)).active).toBe(true);

  await revoke.click();
  await dialog.getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Access revoked for Demo partner.' })).toBeVisible();
  expect((await client.tokenIntrospection(config, tokens.access_token)).active).toBe(false);
});

test('regenerating recovery keys asks first; cancelling keeps the keys', async ({ page }) => {
  const email = 'ux.keys@example.com';
  await signInWithEmailCode(page, email);

  await page.goto('/security/edit-recovery');
  await stepUpByEmail(page, email, /\/security\/edit-recovery/);
  const regenerate = page.getByRole('button', { name: 'Create new recovery keys' });
  await regenerate.click();
  const dialog = page.getByRole('dialog', { name: 'Create new recovery keys?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/security\/edit-recovery/);

  await regenerate.click();
  await dialog.getByRole('button', { name: 'Create new keys' }).click();
  await expect(page).toHaveURL(/\/setup-totp\/success\?.*isRegenerated=true/);
});
