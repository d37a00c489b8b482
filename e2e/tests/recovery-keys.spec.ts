import { expect, test, type Page } from '../support/test';
import { DEMO_RECOVERY_KEYS, lastKey, mergeKey, recoverUser, totpUser } from '../support/demo';
import { enterPassword, logOut } from '../support/sign-in';
import { freshTotpCode } from '../support/totp';

/** Password, then "use a recovery key" and the key; lands on the recovery screen. */
async function signInWithRecoveryKey(page: Page, email: string, key: string) {
  await page.goto('/login/email');
  await enterPassword(page, email);
  await page.getByRole('button', { name: 'Lost your authenticator app? Use a recovery key' }).click();
  await expect(page.getByRole('heading', { name: 'Use a recovery key' })).toBeVisible();
  await page.getByLabel('Recovery key').fill(key);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('signing in with a recovery key reports the keys left and lets the person carry on', async ({ page }) => {
  await signInWithRecoveryKey(page, totpUser.email, (DEMO_RECOVERY_KEYS[0] ?? '').toLowerCase());
  await expect(page).toHaveURL(/\/mfa\/totp-recovery\?mfaId=\d+/);
  await expect(page.getByText('You have 9 unused recovery keys left.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset my authenticator app' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // A used key does not work twice.
  await logOut(page);
  await signInWithRecoveryKey(page, totpUser.email, DEMO_RECOVERY_KEYS[0] ?? '');
  await expect(page.getByText('The code is invalid.')).toBeVisible();
});

test('after the last recovery key the person creates a new set, and the old keys stop working', async ({ page }) => {
  const lastOne = DEMO_RECOVERY_KEYS[9] ?? '';
  await signInWithRecoveryKey(page, lastKey.email, lastOne);
  await expect(page.getByText('You have 0 unused recovery keys left.')).toBeVisible();
  await page.getByRole('button', { name: 'Create new recovery keys' }).click();

  await expect(page).toHaveURL(/\/setup-totp\/success\?.*isRegenerated=true/);
  await expect(page.getByRole('heading', { name: 'Your new recovery keys' })).toBeVisible();
  const keys = await page.getByRole('list', { name: 'Recovery keys' }).getByRole('listitem').allInnerTexts();
  expect(keys).toHaveLength(10);
  for (const key of keys) expect(key).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  await page.getByRole('button', { name: 'I have saved my keys' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The recovery screen without the authenticator's mfaId has nothing to recover: it logs out.
  await page.goto('/mfa/totp-recovery');
  await expect(page).toHaveURL(/\/login\/email$/);
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login\/email\?redirect=/);

  await signInWithRecoveryKey(page, lastKey.email, lastOne);
  await expect(page.getByText('The code is invalid.')).toBeVisible();
  await page.getByLabel('Recovery key').fill(keys[0] ?? '');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You have 9 unused recovery keys left.')).toBeVisible();
});

test('resetting the authenticator after a recovery key links a new app and new keys', async ({ page }) => {
  await signInWithRecoveryKey(page, recoverUser.email, DEMO_RECOVERY_KEYS[0] ?? '');
  await page.getByRole('button', { name: 'Reset my authenticator app' }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-totp\?.*reset=true/);
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).not.toBe('DEMOTOTPSECRETFORTHEPORTAL234567');

  await page.getByLabel('Verification code').fill(await freshTotpCode(recoverUser.email, secret));
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery keys' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery keys' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my keys' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The old authenticator no longer signs in; the new one does.
  await logOut(page);
  await enterPassword(page, recoverUser.email);
  await page.getByRole('button', { name: /^Authenticator app/ }).click();
  await page.getByLabel('Verification code').fill(await freshTotpCode(recoverUser.email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The code is invalid.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await freshTotpCode(recoverUser.email, secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test('a recovery key sign-in whose address another account shares reports the keys left, then offers the merge', async ({ page }) => {
  await signInWithRecoveryKey(page, mergeKey.email, DEMO_RECOVERY_KEYS[0] ?? '');
  await expect(page).toHaveURL(/\/mfa\/totp-recovery\?mfaId=\d+/);
  await expect(page.getByText('You have 9 unused recovery keys left.')).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  // The offer the sign-in answered: it used to be kept in the tab and never shown.
  await expect(page).toHaveURL(/\/duplicated/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merge your accounts');
  await page.getByRole('button', { name: 'This is not my account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts not merged');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
