import { expect, test } from '../support/test';
import { addVirtualAuthenticator } from '../support/authenticator';
import { luBaseURL, petra } from '../support/demo';
import { signInWithEmailCode, stepUpByEmail } from '../support/sign-in';

test.use({ baseURL: luBaseURL });

test('on the Luxembourg host, the passkey offered in the login autofill signs the person in', async ({ page, context }) => {
  const authenticator = await addVirtualAuthenticator(page);
  await signInWithEmailCode(page, petra.email);
  await page.goto('/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await stepUpByEmail(page, petra.email, /\/security(\?.*)?$/);
  await expect(section.getByRole('status')).toContainText('has been added');
  // A passkey belongs to the host it was made on: here the Luxembourg one.
  expect((await authenticator.credentials())[0]?.rpId).toBe('lu.localhost');

  // The virtual authenticator answers the login page's autofill request at once, as a person
  // picking the passkey in the e-mail field's suggestions would: no password, no code.
  const session = async () => (await context.cookies()).find((c) => c.name === 'token')?.value;
  const before = await session();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Petra');
  expect(await session()).not.toBe(before);

  // Leave the account as it was.
  await page.goto('/security');
  await section.getByRole('button', { name: /^Remove / }).click();
  await section.getByRole('button', { name: 'Remove passkey' }).click();
  await stepUpByEmail(page, petra.email, /\/security(\?.*)?$/);
  await expect(section.getByText('You have not added a passkey yet.')).toBeVisible();
});
