import { expect, test } from '../support/test';
import { stepUser } from '../support/demo';
import { chooseMethodAndReadCode, enterPassword, logOut } from '../support/sign-in';

test('a device trusted at sign-in skips the second factor for 30 days until the person revokes it', async ({ page, context, browser }) => {
  await page.goto('/login/email');
  await enterPassword(page, stepUser.email);
  const code = await chooseMethodAndReadCode(page, 'E-mail', stepUser.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('checkbox', { name: 'Trust this device for 30 days' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The trust lives in an HttpOnly cookie that page scripts cannot read.
  const trust = (await context.cookies()).find((c) => c.name === 'trusted_device');
  expect(trust).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('trusted_device');

  await logOut(page);
  await enterPassword(page, stepUser.email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // Another browser that copies the device id but not the cookie still gets the second factor.
  const deviceId = await page.evaluate(() => localStorage.getItem('deviceId'));
  const other = await browser.newContext();
  const copy = await other.newPage();
  await copy.goto('/login/email');
  await copy.evaluate((id) => localStorage.setItem('deviceId', id ?? ''), deviceId);
  await enterPassword(copy, stepUser.email);
  await expect(copy).toHaveURL(/\/mfa\/methods\?/);
  await other.close();

  // The security page lists this device, and revoking it brings the second factor back.
  await page.goto('/security');
  const devices = page.getByRole('region', { name: 'Trusted devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText(/Chrome/);
  await devices.getByRole('button', { name: /^Stop trusting/ }).first().click();
  await expect(devices.getByRole('listitem')).toHaveCount(0);
  await logOut(page);
  await enterPassword(page, stepUser.email);
  await expect(page).toHaveURL(/\/mfa\/methods\?/);
});
