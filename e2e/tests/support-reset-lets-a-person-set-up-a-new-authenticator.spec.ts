import { expect, test, type APIRequestContext } from '../support/test';
import { openPerson, signInToDesk } from '../support/desk';
import { lastMessageId } from '../support/outbox';
import { portalCli } from '../support/portal-cli';
import { shootBothWidths } from '../support/screenshots';
import { enterPassword } from '../support/sign-in';
import { freshTotpCode } from '../support/totp';

/**
 * The support reset of the second factor (issue 37; docs/support.md), both halves in the browser:
 * the agent on the desk's screens, signed in with the authenticator, then the person. She lost the
 * phone with her authenticator and SMS; she gives her card and national register number, and the
 * support code goes to her e-mail address.
 */
const AGENT = 'support.agent@example.com';
const PERSON = { email: 'support.reset@example.com', name: 'Roos Verloren', card: '5065 0000 0000 1895', nrn: '88.08.18-189.11' };
const REASON = 'Caller lost her phone and her recovery keys';

/** The support code newer than `afterId`: the notice of the reset (no code) arrives after it. */
async function supportCode(request: APIRequestContext, afterId: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(PERSON.email)}`)).json()).data as { id: number; subject: string; text: string }[];
      const message = messages.find((m) => m.id > afterId && m.subject === 'Your support code');
      code = message?.text.match(/\b\d{8}\b/)?.[0] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test('an agent sends a support code on the desk, and the person signs in with it and sets up a new authenticator', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  await portalCli('staff', 'add', AGENT, '--role', 'agent');
  await signInToDesk(page, AGENT);
  await openPerson(page, PERSON.email, PERSON.name, REASON);
  await expect(page).toHaveTitle(new RegExp(`^${PERSON.name} · `));

  const reset = page.getByRole('region', { name: 'Support reset of the second factor' });
  const openReset = reset.getByRole('status').filter({ hasText: 'A support code was sent to' });
  await expect(openReset).toHaveCount(0);
  await expect(reset.getByLabel('Card number and national register number')).toBeChecked();
  await reset.getByLabel('Send the code to').selectOption({ label: PERSON.email });
  await reset.getByLabel('National register number', { exact: true }).fill(PERSON.nrn);
  await reset.getByLabel('Reason').fill(REASON);
  const before = await lastMessageId(request, PERSON.email);

  // A card that is not hers: refused in words, and nothing goes out.
  await reset.getByLabel('Card number', { exact: true }).fill('5065 0000 0000 9999');
  await reset.getByRole('button', { name: 'Send a support code' }).click();
  await expect(reset.getByRole('alert')).toHaveText('The card number or national register number does not match this person. Nothing was changed.');
  expect(await lastMessageId(request, PERSON.email)).toBe(before);
  await expect(openReset).toHaveCount(0);

  await reset.getByLabel('Card number', { exact: true }).fill(PERSON.card);
  await reset.getByRole('button', { name: 'Send a support code' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Code sent to s\*\*\*@example\.com, valid until \S.*\./ })).toBeVisible();
  await expect(openReset).toHaveText(/A support code was sent to s\*\*\*@example\.com\. It works until \S.*\./);
  await expect(reset.getByRole('alert')).toHaveCount(0);
  await shootBothWidths(page, 'support', 'person-reset');
  const code = await supportCode(request, before);
  await expect(page.getByText(code)).toHaveCount(0);

  // The person, in a browser of her own.
  const context = await browser.newContext();
  const person = await context.newPage();
  await person.goto('/login/email');
  await enterPassword(person, PERSON.email);
  await expect(person).toHaveURL(/\/mfa\/methods\?/);
  await person.getByRole('button', { name: /^Support code\b/ }).click();
  await expect(person).toHaveURL(/\/mfa\?/);
  await expect(person.getByRole('heading', { name: 'Enter the support code' })).toBeVisible();
  await expect(person.getByText(/Enter the 8-digit support code we sent to s\*\*\*@example\.com/)).toBeVisible();
  await person.getByLabel('Verification code').fill(code);
  await person.getByRole('button', { name: 'Confirm' }).click();

  // Straight to the authenticator set-up, which replaces the lost one, with a word on why.
  await expect(person).toHaveURL(/\/setup-mfa\/setup-mfa-totp\?reset=true&mfaId=\d+&support=true$/);
  await expect(person.getByText('You signed in with a support code, which will not work again.', { exact: false })).toBeVisible();
  const secret = (await person.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await person.getByLabel('Verification code').fill(await freshTotpCode(PERSON.email, secret));
  await person.getByRole('button', { name: 'Activate' }).click();
  await expect(person).toHaveURL(/\/setup-totp\/success/);
  await expect(person.getByRole('heading', { name: 'Save your recovery keys' })).toBeVisible();
  await expect(person.getByRole('list', { name: 'Recovery keys' }).getByRole('listitem')).toHaveCount(10);
  await context.close();

  // The code is spent: the agent's page, loaded again, shows no open reset.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PERSON.name);
  await expect(reset.getByRole('button', { name: 'Send a support code' })).toBeVisible();
  await expect(openReset).toHaveCount(0);
});
