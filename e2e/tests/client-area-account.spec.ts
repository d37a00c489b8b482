import { expect, test } from '../support/test';
import { customer } from '../support/demo';
import { signInWithEmailCode } from '../support/sign-in';

test('a client-area account signs in with an e-mail code and sees the client-area tile only', async ({ page }) => {
  await signInWithEmailCode(page, customer.email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Claire');
  // The tiles (the partner chooser below lists every site of the variant).
  const main = page.locator('section[aria-labelledby="services-title"]');
  await expect(main.locator('a[href*="//client."]')).toBeVisible();
  await expect(main.locator('a[href*="//my."]')).toHaveCount(0);
  await expect(main.locator('a[href*="//fridom."]')).toHaveCount(0);
});
