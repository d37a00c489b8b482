import { expect, test } from '../support/test';
import { addVirtualAuthenticator } from '../support/authenticator';
import { petra } from '../support/demo';
import { enterPassword, signInWithEmailCode, stepUpByEmail } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

/** /security itself, not a step-up screen carrying `redirect=security`. */
const securityPage = /\/security(\?.*)?$/;

test('a person adds a passkey, signs in with it as second factor and without a password, then removes it', async ({ page }) => {
  // Three sign-ins, two step-ups and codes from the outbox: longer than one flow's usual 30 s.
  test.setTimeout(90_000);
  const authenticator = await addVirtualAuthenticator(page);
  await signInWithEmailCode(page, petra.email);

  // Add a passkey on /security: a fresh second factor first, then the passkey is added on return,
  // named after the browser, and can be renamed.
  await page.goto('/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have not added a passkey yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=security&action=addPasskey$/);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await stepUpByEmail(page, petra.email, securityPage);
  await expect(section.getByRole('status')).toHaveText('Your passkey “Chrome on Linux” has been added.');
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Not used yet');
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  await list.getByRole('button', { name: 'Rename Chrome on Linux' }).click();
  const name = list.getByLabel('Name of the passkey');
  await expect(name).toBeFocused();
  await name.fill('My laptop');
  await name.press('Enter');
  await expect(section.getByRole('status')).toHaveText('Your passkey has been renamed.');
  await expect(list.getByRole('listitem')).toContainText('My laptop');
  await expect(list.getByRole('button', { name: 'Rename My laptop' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Password, then the passkey as second factor. Until the passkey screen, the authenticator does
  // not respond, as a person who ignores the passkey offered in the e-mail field's autofill.
  await authenticator.respond(false);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login\/email/);
  await enterPassword(page, petra.email);
  await expect(page).toHaveURL(/\/mfa\/methods\?/);
  await page.getByRole('button', { name: /^Passkey/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Use your passkey');
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: 'Trust this device for 30 days' }).check();
  await authenticator.respond(true);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Petra');

  await page.goto('/security');
  await expect(list.getByRole('listitem')).toContainText('Last used on');

  // Without a password: the button on the login page, then back to the remembered page.
  await authenticator.respond(false);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login\/email/);
  await page.goto('/security');
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fsecurity/);
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('autocomplete', 'username webauthn');
  // The e-mail page also offers passkeys in the autofill, which would race the button once the
  // authenticator answers; the phone page has the button alone (passkeys-autofill covers the rest).
  await page.getByRole('link', { name: 'Sign in with a phone number instead' }).click();
  await expect(page).toHaveURL(/\/login\/phone\?redirect=%2Fsecurity/);
  // The address changes before the phone page commits: until then the e-mail page, with its
  // autofill request, is the one the authenticator would answer.
  await expect(page.getByLabel('Country code')).toBeVisible();
  await authenticator.respond(true);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/security$/);

  // Remove it (this new session steps up first): the list is empty, and the passkey no longer
  // opens the account.
  await list.getByRole('button', { name: 'Remove My laptop' }).click();
  await section.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page).toHaveURL(/\/mfa\/methods\?single=true&redirect=security&action=removePasskey&targetMfaId=\d+$/);
  await stepUpByEmail(page, petra.email, securityPage);
  await expect(page).toHaveURL(/\/security$/);
  await expect(section.getByRole('status')).toHaveText('Your passkey “My laptop” has been removed.');
  await expect(section.getByText('You have not added a passkey yet.')).toBeVisible();

  await authenticator.respond(false);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login\/email/);
  await page.getByRole('link', { name: 'Sign in with a phone number instead' }).click();
  await expect(page.getByLabel('Country code')).toBeVisible();
  await authenticator.respond(true);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('The passkey could not be verified. Please try again.');
  await expect(page).toHaveURL(/\/login\/phone/);
});
