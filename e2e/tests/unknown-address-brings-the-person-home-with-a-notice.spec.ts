import { expect, test, type Page } from '../support/test';
import { PASSWORD } from '../support/demo';
import { enterPassword } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

const umberto = { email: 'unknown.path@example.com' };
const notice = 'The page you were looking for does not exist, so you were brought here.';
const noticeOn = (page: Page) => page.getByRole('status').filter({ hasText: notice });

test('a signed-out visitor at an unknown address lands on the login with a notice, then on the dashboard', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fuser%2Fdashboard$/);
  await expect(noticeOn(page)).toBeVisible();
  // The notice belongs to the frame, which shows before the page's own bundle has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await enterPassword(page, umberto.email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByText(notice)).toHaveCount(0);

  // Signed in, a mistyped address brings the person home, and the notice can be dismissed.
  await page.goto('/user/dashbord');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(noticeOn(page)).toBeVisible();
  // The notice belongs to the frame, which shows before the page's own bundle has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await noticeOn(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(notice)).toHaveCount(0);

  // Encoded addresses are unknown addresses like any other.
  for (const address of ['/%2e%2e/x', '/a%00b', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd']) {
    await page.goto(address);
    await expect(page, address).toHaveURL(/\/user\/dashboard$/);
    await expect(noticeOn(page)).toBeVisible();
  }
});
