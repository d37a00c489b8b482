import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_RECOVERY_KEYS, luBaseURL, PASSWORD, port, recoverKeyUser, recoverWaitUser } from '../support/demo';
import { enterPassword } from '../support/sign-in';

// Made of no part of the account's address (recover-key@…): the context check would refuse it.
const NEW_PASSWORD = 'Fresh-start-Lantern-7!';

/** The newest message for a recipient, read from the dev outbox (on localhost, where Node resolves). */
async function newestMessage(request: APIRequestContext, to: string): Promise<{ text: string; subject: string }> {
  const response = await request.get(`http://localhost:${port}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: { text: string; subject: string }[] }).data[0] ?? { text: '', subject: '' };
}

/** The first step: the login name, and the captcha the browser solves before Continue works. */
async function identify(page: Page, username: string) {
  await expect(page.getByRole('heading', { name: 'Recover your account' })).toBeVisible();
  await page.getByLabel('E-mail address or phone number').fill(username);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How can you prove it is you?' })).toBeVisible();
}

test('a person who lost the authenticator recovers the account with a recovery key from the MFA screen (Belgium)', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, recoverKeyUser.email);
  await expect(page).toHaveURL(/\/mfa\/methods\?/);
  await page.getByRole('link', { name: 'I lost access to all my methods' }).click();
  await identify(page, recoverKeyUser.email);

  await page.getByRole('link', { name: /I have a recovery key/ }).click();
  await expect(page.getByRole('heading', { name: 'Recover with a recovery key' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Recovery key' }).fill('ZZZZZ-ZZZZZ');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Recover my account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The information you provided is invalid' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Recovery key' }).fill((DEMO_RECOVERY_KEYS[3] ?? '').toLowerCase());
  await page.getByRole('button', { name: 'Recover my account' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByText(/Your account is recovered and your new password is set/)).toBeVisible();
  expect((await newestMessage(page.request, recoverKeyUser.phone)).text).toMatch(/Your account was recovered/);

  // The fresh step-up lets the person open the method management at once, without a code.
  await page.goto('/security/mfa-edit');
  await expect(page).toHaveURL(/\/security\/mfa-edit$/);

  // The security history tells the story.
  await page.goto('/security/history');
  await expect(page.getByText('Account recovered, password replaced').first()).toBeVisible();
  await expect(page.getByText('Account recovery started').first()).toBeVisible();

  // The old password no longer works, the new one does.
  await page.context().clearCookies();
  await page.goto('/login/email');
  await enterPassword(page, recoverKeyUser.email, PASSWORD);
  await expect(page.getByText('Invalid username/password.')).toBeVisible();
  await enterPassword(page, recoverKeyUser.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/mfa\/methods\?/);
});

test('the 72-hour request is told to every channel and cancelled by its link (Luxembourg)', async ({ page }) => {
  await page.goto(`${luBaseURL}/login/email`);
  await page.getByRole('link', { name: 'Lost access to your verification methods?' }).click();
  await identify(page, recoverWaitUser.email);
  await page.getByRole('link', { name: /I have none of these/ }).click();
  await expect(page.getByRole('heading', { name: 'Ask for a recovery in 72 hours' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask for a recovery in 72 hours' }).click();

  await expect(page).toHaveURL(/lu\.localhost:\d+\/account-recovery\/wait$/);
  await expect(page.getByRole('heading', { name: 'Your request code' })).toBeVisible();
  await expect(page.getByTestId('recovery-request-code')).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(/Your request is waiting\. You can choose a new password from/)).toBeVisible();
  // The code is shown once; the browser keeps the request and its waiting time.
  await page.reload();
  await expect(page.getByTestId('recovery-request-code')).toHaveCount(0);
  await expect(page.getByText(/Your request is waiting/)).toBeVisible();

  // Every e-mail address and phone number is told, in the account's language, with the cancel link.
  const mail = await newestMessage(page.request, recoverWaitUser.email);
  const sms = await newestMessage(page.request, recoverWaitUser.phone);
  expect(mail.subject).toBe('Quelqu’un a demandé à récupérer votre compte');
  const link = mail.text.match(/http:\/\/\S+\/account-recovery\/cancel#cancel=[0-9a-f]{64}/)?.[0] ?? '';
  expect(link).toContain(`lu.localhost:${port}`);
  expect(sms.text).toContain(link);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Recovery request cancelled' })).toBeVisible();
  await expect(page).toHaveURL(/\/account-recovery\/cancel$/);
  // Single use (opened afresh, as from the message).
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
});

test('a step opened without a recovery under way offers to start again', async ({ page }) => {
  await page.goto('/account-recovery/key');
  await expect(page.getByRole('heading', { name: 'This recovery has expired' })).toBeVisible();
  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(page).toHaveURL(/\/account-recovery$/);
});
