import { expect, test, type Page } from '../support/test';
import { mergePairLu } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { signInWithEmailCode, stepUpByEmail } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

const account = { email: 'stepup@example.com', phone: '+32 470 12 34 18' };

/** Opens /security/mfa-edit through its step-up check. */
async function openMfaEdit(page: Page, email = account.email) {
  await page.goto('/security/mfa-edit');
  await stepUpByEmail(page, email, /\/security\/mfa-edit$/);
}

const methodsList = (page: Page) => page.getByRole('region', { name: 'Your verification methods' }).getByRole('listitem');

/** Adds an e-mail method: the address, then the code sent to it. */
async function typeNewEmail(page: Page, address: string): Promise<number> {
  await page.getByRole('button', { name: 'Add an e-mail address' }).click();
  await page.getByLabel('E-mail address').fill(address);
  const before = await lastMessageId(page.request, address);
  await page.getByRole('button', { name: 'Send a code' }).click();
  return before;
}

test('a person adds an e-mail method, skips one already active, switches the primary and deletes', async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithEmailCode(page, account.email);
  await openMfaEdit(page);
  await expect(methodsList(page)).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The last e-mail and the last SMS method cannot be deleted: the button says why.
  const deleteEmail = page.getByRole('button', { name: `Delete: E-mail ${account.email}` });
  await expect(deleteEmail).toHaveAttribute('aria-disabled', 'true');
  await deleteEmail.hover();
  await expect(page.getByRole('tooltip', { name: 'At least one e-mail verification method must remain.' })).toBeVisible();
  await deleteEmail.focus();
  await expect(deleteEmail).toHaveAccessibleDescription('At least one e-mail verification method must remain.');

  await page.getByRole('button', { name: 'Add an e-mail address' }).click();

  // An address that is already a method here needs no code (204: skip).
  await page.getByLabel('E-mail address').fill(account.email.toUpperCase());
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByText('This method is already active: nothing to verify.')).toBeVisible();

  // A new address gets a code; the single-use step-up was spent on starting this.
  const second = 'stepup.second@example.com';
  await page.getByRole('button', { name: 'Add an e-mail address' }).click();
  await page.getByLabel('E-mail address').fill(second);
  const before = await lastMessageId(page.request, second);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, second, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Verification method added.')).toBeVisible();
  await expect(methodsList(page)).toHaveCount(3);

  // The next change needs a fresh check: it asks for one, comes back here and carries the change out.
  await page.getByRole('button', { name: `Make primary: SMS ${account.phone}` }).click();
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=mfa-edit&action=primary&targetMfaId=\d+$/);
  await stepUpByEmail(page, account.email, /\/security\/mfa-edit/);
  await expect(page.getByText('Primary method changed.')).toBeVisible();
  await expect(methodsList(page).first()).toContainText('SMS');
  await expect(methodsList(page).first()).toContainText('Primary');

  // With two e-mail methods one may go. Then the primary goes back to e-mail, as the demo had it.
  await openMfaEdit(page);
  await page.getByRole('button', { name: `Delete: E-mail ${second}` }).click();
  await expect(page.getByText('Verification method deleted.')).toBeVisible();
  await expect(methodsList(page)).toHaveCount(2);
  await openMfaEdit(page);
  await page.getByRole('button', { name: `Make primary: E-mail ${account.email}` }).click();
  await expect(page.getByText('Primary method changed.')).toBeVisible();
});

test('a method being added can be cancelled before its code is confirmed, and is not added', async ({ page }) => {
  await signInWithEmailCode(page, account.email);
  await openMfaEdit(page);
  await page.getByRole('button', { name: 'Add a phone number (SMS)' }).click();
  await page.getByLabel('Mobile phone number').fill('+32470999888');
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  const cancelled = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/api/mfa/-2'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect((await cancelled).status()).toBe(204);
  await expect(page.getByRole('button', { name: 'Add a phone number (SMS)' })).toBeVisible();
  await expect(methodsList(page)).toHaveCount(2);
});

test('an address of another account is not refused: it gets a code (whose confirmation offers the merge)', async ({ page }) => {
  // An account of its own: the codes of this file's other tests already go to stepup@example.com.
  const other = 'methods.other@example.com';
  await signInWithEmailCode(page, other);
  await openMfaEdit(page, other);
  await page.getByRole('button', { name: 'Add an e-mail address' }).click();
  await page.getByLabel('E-mail address').fill(mergePairLu.otherEmail);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  // Cancelled before confirming, so that this demo account keeps its methods for the other tests.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Add an e-mail address' })).toBeVisible();
});

test('after a step-up, the change that asked for it is carried out without a second click: make primary, delete, add', async ({ page }) => {
  test.setTimeout(90_000);
  const person = { email: 'methods.resume@example.com', phone: '+32 470 19 98 84' };
  const added = 'methods.resume.second@example.com';
  const third = 'methods.resume.third@example.com';
  await signInWithEmailCode(page, person.email);
  await openMfaEdit(page, person.email);

  // Adding a method spends the step-up that opened the page.
  let before = await typeNewEmail(page, added);
  await page.getByLabel('Verification code').fill(await nextCode(page.request, added, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Verification method added.')).toBeVisible();

  // Make primary: a step-up, and back on the page the SMS method is primary.
  await page.getByRole('button', { name: `Make primary: SMS ${person.phone}` }).click();
  await stepUpByEmail(page, person.email, /\/security\/mfa-edit\?action=primary&targetMfaId=\d+$/);
  await expect(page.getByText('Primary method changed.')).toBeVisible();
  await expect(methodsList(page).first()).toContainText('SMS');
  await expect(methodsList(page).first()).toContainText('Primary');

  // Delete: the same, and the method is gone.
  await page.getByRole('button', { name: `Delete: E-mail ${added}` }).click();
  await stepUpByEmail(page, person.email, /\/security\/mfa-edit\?action=delete&targetMfaId=\d+$/);
  await expect(page.getByText('Verification method deleted.')).toBeVisible();
  await expect(methodsList(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Delete: E-mail ${added}` })).toHaveCount(0);

  // Add: the address typed before the step-up gets its code on return; it never goes into an address.
  before = await typeNewEmail(page, third);
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=mfa-edit&action=addEmail$/);
  await stepUpByEmail(page, person.email, /\/security\/mfa-edit\?action=addEmail$/);
  await expect(page.getByText(`We sent an 8-digit code to ${third}.`, { exact: false })).toBeVisible();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, third, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Verification method added.')).toBeVisible();
  await expect(methodsList(page)).toHaveCount(3);
  await expect(methodsList(page).filter({ hasText: third })).toHaveCount(1);
});

test('a link with a change in its address changes nothing, even right after a step-up', async ({ page }) => {
  test.setTimeout(60_000);
  const person = { email: 'methods.link@example.com', phone: '+32 470 19 98 85' };
  await signInWithEmailCode(page, person.email);
  await openMfaEdit(page, person.email);
  const methods = (await (await page.request.get('/api/mfa')).json()) as { data: { id: number; method: string }[] };
  const sms = methods.data.find((method) => method.method === 'sms');
  expect(sms).toBeDefined();

  // Someone sends the person this link while their step-up is fresh.
  await page.goto(`/security/mfa-edit?action=primary&targetMfaId=${sms?.id}`);
  await expect(methodsList(page)).toHaveCount(2);
  // The link spent nothing: the person's own click switches at once, with the same step-up.
  await page.getByRole('button', { name: `Make primary: SMS ${person.phone}` }).click();
  await expect(page.getByText('Primary method changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/security\/mfa-edit\?/);
});
