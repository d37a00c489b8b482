import { expect, test } from '../support/test';
import { reminded } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { portalCli } from '../support/portal-cli';
import { enterPassword } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';
import { shootBothWidths } from '../support/screenshots';

/** The day as the English screens write it, in this machine's time zone (the browser's too). */
const shownDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

test('an account on the reminder schedule sees when two-step verification becomes mandatory, may wait a week, and leaves the schedule once it is set up', async ({ page }) => {
  // Two sign-in codes, two runs of the command line and two accessibility checks.
  test.setTimeout(120_000);
  await page.goto('/login/email');
  await enterPassword(page, reminded.email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const banner = page.getByRole('region', { name: /^Two-step verification becomes mandatory on / });
  await expect(page.getByRole('heading', { name: 'Add a second step to your sign-in' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The operator puts the account on the schedule: three weeks of reminders.
  const { id } = (await (await page.request.get('/api/user')).json()).data as { id: number };
  expect(await portalCli('mfa-reminders', 'start', '--weeks', '3', '--accounts', String(id))).toMatch(/^1 account\(s\) put on the MFA reminder schedule/);
  const { reminder } = (await (await page.request.get('/api/mfa/status')).json()) as { reminder: { mandatory_on: string } };

  await page.reload();
  await expect(banner.getByRole('heading', { name: `Two-step verification becomes mandatory on ${shownDay(reminder.mandatory_on)}` })).toBeVisible();
  // The banner says it instead of "worth a look".
  await expect(page.getByRole('heading', { name: 'Add a second step to your sign-in' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'mfa-reminder', 'dashboard-banner');

  // "Set it up now" explains, and the set-up may still wait.
  await banner.getByRole('link', { name: 'Set it up now' }).click();
  await expect(page).toHaveURL(/\/setup-mfa$/);
  await expect(page.getByText(`From ${shownDay(reminder.mandatory_on)} we ask for a second proof when you sign in.`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'mfa-reminder', 'setup-intro');
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // Dismissed until next week's reminder: the focus goes to the page's heading, and a reload keeps it away.
  await banner.getByRole('button', { name: 'Remind me next week' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Setting it up takes the account off the schedule: the phone, then the e-mail address.
  await page.goto('/setup-mfa');
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByLabel('Mobile phone number')).toHaveValue(reminded.phone);
  let before = await lastMessageId(page.request, reminded.phone);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, reminded.phone, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-email(\?|$)/);
  before = await lastMessageId(page.request, reminded.email);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, reminded.email, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification is on' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await portalCli('mfa-reminders', 'status')).toBe('0 account(s) on the MFA reminder schedule\n');
});
