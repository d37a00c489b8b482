import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { PASSWORD } from '../support/demo';
import { emailIdOf } from '../support/contact-ids';
import { lastMessageId } from '../support/outbox';
import { portalCli } from '../support/portal-cli';
import { enterPassword } from '../support/sign-in';
import { freshTotpCode } from '../support/totp';

/**
 * The support reset of the second factor (issue 37; docs/support.md). The desk's screens are not
 * built yet: the agent works through the API, signed in with the authenticator. The person lost
 * the phone with her authenticator and SMS; the support code goes to her e-mail address.
 */
const AGENT = 'support.agent@example.com';
const PERSON = 'support.reset@example.com';
const REASON = 'Caller lost her phone and her recovery keys';

/** The support code newer than `afterId`: the notice of the reset (no code) arrives after it. */
async function supportCode(request: APIRequestContext, afterId: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(PERSON)}`)).json()).data as { id: number; subject: string; text: string }[];
      const message = messages.find((m) => m.id > afterId && m.subject === 'Your support code');
      code = message?.text.match(/\b\d{8}\b/)?.[0] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The agent's desk session: password, then the authenticator (the desk opens to no other factor). */
async function deskHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const device = { 'x-device-id': randomUUID() };
  const login = await request.post('/api/token', { data: { username: AGENT, password: PASSWORD }, headers: device });
  expect(login.status()).toBe(401);
  const { payload, methods } = (await login.json()).mfa as { payload: string; methods: { id: number; method: string }[] };
  const totp = methods.find((m) => m.method === 'totp');
  expect((await request.post('/api/token/mfa/send', { data: { payload, mfaId: totp?.id }, headers: device })).ok()).toBe(true);
  const confirmed = await request.post('/api/token/mfa/confirm', { data: { payload, code: await freshTotpCode(AGENT) }, headers: device });
  expect(confirmed.ok()).toBe(true);
  return { ...device, authorization: `Bearer ${(await confirmed.json()).access_token}` };
}

test('after a support reset the person signs in with the support code and sets up a new authenticator', async ({ page, request }) => {
  test.setTimeout(60_000);
  await portalCli('staff', 'add', AGENT, '--role', 'agent');
  const desk = await deskHeaders(request);
  const found = await request.post('/api/support/people/search', { data: { by: 'email', value: PERSON, reason: REASON }, headers: desk });
  expect(found.ok()).toBe(true);
  const [person] = (await found.json()).data as { id: number }[];
  const before = await lastMessageId(request, PERSON);
  const reset = await request.post(`/api/support/people/${person?.id}/support-reset`, {
    data: { identity: { check: 'document', document: 'id_card' }, send_to: { kind: 'email', id: await emailIdOf(PERSON) }, reason: REASON },
    headers: desk,
  });
  expect(reset.status()).toBe(200);
  expect(await reset.json()).toEqual({ sent_to: 's***@example.com', expires_at: expect.any(String) });
  const code = await supportCode(request, before);
  expect(JSON.stringify(await reset.json())).not.toContain(code);

  await page.goto('/login/email');
  await enterPassword(page, PERSON);
  await expect(page).toHaveURL(/\/mfa\/methods\?/);
  await page.getByRole('button', { name: /^Support code\b/ }).click();
  await expect(page).toHaveURL(/\/mfa\?/);
  await expect(page.getByRole('heading', { name: 'Enter the support code' })).toBeVisible();
  await expect(page.getByText(/Enter the 8-digit support code we sent to s\*\*\*@example\.com/)).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Straight to the authenticator set-up, which replaces the lost one, with a word on why.
  await expect(page).toHaveURL(/\/setup-mfa\/setup-mfa-totp\?reset=true&mfaId=\d+&support=true$/);
  await expect(page.getByText('You signed in with a support code, which will not work again.', { exact: false })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Verification code').fill(await freshTotpCode(PERSON, secret));
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/setup-totp\/success/);
  await expect(page.getByRole('heading', { name: 'Save your recovery keys' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery keys' }).getByRole('listitem')).toHaveCount(10);
});
