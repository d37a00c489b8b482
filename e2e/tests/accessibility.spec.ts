import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { jan } from '../support/demo';
import { signInWithEmailCode } from '../support/sign-in';

test('the login, method and dashboard pages have no detectable accessibility violations', async ({ page }) => {
  await page.goto('/login/email');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await signInWithEmailCode(page, jan.email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jan');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
