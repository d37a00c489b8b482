import { expect, test } from '../support/test';
import { customer } from '../support/demo';
import { signInWithEmailCode } from '../support/sign-in';

test('a client-area account signs in with an e-mail code and sees the client-area tile only', async ({ page }) => {
  await signInWithEmailCode(page, customer.email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Claire');
  const main = page.getByRole('main');
  await expect(main.locator('a[href*="//client."]')).toBeVisible();
  await expect(main.locator('a[href*="//my."]')).toHaveCount(0);
  await expect(main.locator('a[href*="//fridom."]')).toHaveCount(0);
});
