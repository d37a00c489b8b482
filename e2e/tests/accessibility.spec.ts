import { expect, test } from '../support/test';
import { jan } from '../support/demo';
import { signInWithEmailCode } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

test('the login, method and dashboard pages have no detectable accessibility violations', async ({ page }) => {
  await page.goto('/login/email');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expectNoAxeViolations(page);

  await signInWithEmailCode(page, jan.email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jan');
  await expectNoAxeViolations(page);
});
