import { randomUUID } from 'node:crypto';
import * as client from 'openid-client';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { actionsAgent, consoleAdmin, helped, PASSWORD } from '../support/demo';
import { openPerson, signInToDesk } from '../support/desk';
import { discoverAsPartner, partnerAuthorization, servePartnerCallback } from '../support/partner';
import { shootBothWidths } from '../support/screenshots';
import { enterPassword } from '../support/sign-in';

/**
 * The desk's actions in the browser (issue 37; docs/support.md), each with a reason asked in its
 * dialog. An agent, an admin and a person of their own (docs/demo-data.md): Hanna Helped has no
 * second factor, so a password alone opens her sessions and the demo partner's consent.
 */
const REASON = 'Ticket 4720: the caller asked for help';
/** An Edge on Windows: the second session's row is told apart from the test browser's (Chrome on Linux). */
const EDGE_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0';

const stillSignedIn = async (page: Page) => (await page.request.get('/api/user', { headers: { accept: 'application/json' } })).status() === 200;

/** A password sign-in through the API, as a script would make it: its status and error code. */
async function passwordSignIn(request: APIRequestContext, password: string): Promise<{ status: number; code: string | undefined }> {
  const response = await request.post('/api/token', { data: { username: helped.email, password }, headers: { 'x-device-id': randomUUID() } });
  return { status: response.status(), code: ((await response.json()) as { code?: string }).code };
}

/** Fills a desk action's dialog with a reason and confirms it. */
async function confirmWithReason(page: Page, dialogName: string, action: string, reason = REASON) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  return dialog;
}

test('an agent ends one of two sessions, revokes a partner app and lifts the captcha that held the person', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  // Her first session, in the test browser, signs in through the demo partner and allows it.
  const chrome = await browser.newContext();
  const first = await chrome.newPage();
  const config = await discoverAsPartner();
  const { url, checks } = await partnerAuthorization(config, { scope: 'openid email' });
  await servePartnerCallback();
  await first.goto(url.href);
  await enterPassword(first, helped.email);
  await first.getByRole('button', { name: 'Allow' }).click();
  await expect(first).toHaveURL(/^http:\/\/localhost:9999\/callback\?code=/);
  const tokens = await client.authorizationCodeGrant(config, new URL(first.url()), checks);
  // Her second session, on Edge on Windows.
  const edge = await browser.newContext({ userAgent: EDGE_ON_WINDOWS });
  const second = await edge.newPage();
  await second.goto('/login/email');
  await enterPassword(second, helped.email);
  await expect(second).toHaveURL(/\/user\b/);
  expect(await stillSignedIn(first)).toBe(true);
  expect(await stillSignedIn(second)).toBe(true);

  await signInToDesk(page, actionsAgent.email);
  await openPerson(page, helped.email, helped.name, REASON);
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('button', { name: /^End session: / })).toHaveCount(2);
  await shootBothWidths(page, 'support', 'person-with-actions');

  // The reason is asked, and a short one is refused in the dialog, which stays open.
  await sessions.getByRole('button', { name: /^End session: Edge \d+ on Windows/ }).click();
  const endOne = await confirmWithReason(page, 'End this session', 'End session', 'too short');
  await expect(endOne.getByText('Say why, in at least 10 characters.')).toBeVisible();
  await confirmWithReason(page, 'End this session', 'End session');
  await expect(endOne).toHaveCount(0);
  const ended = page.getByRole('status').filter({ hasText: '1 session ended.' });
  await expect(ended).toBeVisible();
  // The row and its button are gone: the notice at the top of the page takes the focus, in view.
  await expect(page.locator('.desk-notice')).toBeFocused();
  await expect(ended).toBeInViewport();
  await expect(sessions.getByRole('button', { name: /^End session: / })).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: /^End session: Edge \d+ on Windows/ })).toHaveCount(0);
  expect(await stillSignedIn(second)).toBe(false);
  expect(await stillSignedIn(first)).toBe(true);
  await edge.close();

  // The partner app she allowed: revoked, its tokens dead, her own session left alone.
  const apps = page.getByRole('region', { name: 'Partner apps' });
  await apps.getByRole('button', { name: 'Revoke access: Demo partner' }).click();
  await confirmWithReason(page, 'Revoke the access of Demo partner', 'Revoke access');
  await expect(page.getByRole('status').filter({ hasText: 'The access of Demo partner was revoked.' })).toBeVisible();
  await expect(apps.getByText('No partner app has access.')).toBeVisible();
  expect((await client.tokenIntrospection(config, tokens.access_token)).active).toBe(false);
  expect(await stillSignedIn(first)).toBe(true);
  await chrome.close();

  // Three wrong passwords: the next try needs a captcha, and her page says so once loaded again.
  const limits = page.getByRole('region', { name: 'Sign-in limits' });
  await expect(limits.getByText('No sign-in limit holds this person.')).toBeVisible();
  for (let i = 0; i < 3; i++) expect((await passwordSignIn(request, 'not-the-password')).status).toBe(400);
  expect(await passwordSignIn(request, PASSWORD)).toEqual({ status: 428, code: 'auth.captcha_required' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(helped.name);
  await expect(limits.getByText('A captcha is asked with every password try.')).toBeVisible();
  await shootBothWidths(page, 'support', 'person-held');
  await limits.getByRole('button', { name: 'Lift the limits' }).click();
  await confirmWithReason(page, 'Lift the sign-in limits', 'Lift the limits');
  await expect(page.getByRole('status').filter({ hasText: 'The sign-in limits were lifted.' })).toBeVisible();
  await expect(limits.getByText('No sign-in limit holds this person.')).toBeVisible();
  expect((await passwordSignIn(request, PASSWORD)).status).toBe(200);
});

test('an admin rotates the signing keys, and edits and removes a partner app', async ({ page }) => {
  await signInToDesk(page, consoleAdmin.email);
  const nav = page.getByRole('navigation', { name: 'Support desk' });

  await nav.getByRole('link', { name: 'Signing keys' }).click();
  await expect(page).toHaveURL(/\/support\/keys$/);
  const keys = page.getByRole('region', { name: 'Published keys' });
  await expect(keys.getByText('Signing', { exact: true }).first()).toBeVisible();
  await expect(keys.getByText('Next', { exact: true })).toHaveCount(0);
  await keys.getByRole('button', { name: 'Rotate the keys' }).click();
  await confirmWithReason(page, 'Rotate the signing keys', 'Rotate the keys', 'Yearly key rotation, ticket 4721');
  await expect(page.getByRole('status').filter({ hasText: /^New keys sign from / })).toBeVisible();
  await expect(keys.getByText('Next', { exact: true }).first()).toBeVisible();

  await nav.getByRole('link', { name: 'Partner apps' }).click();
  await expect(page).toHaveURL(/\/support\/apps$/);
  await page.getByRole('button', { name: 'Register an app' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Desk Edit App');
  await page.getByLabel('Redirect URIs', { exact: true }).fill('https://desk-edit.example.com/callback');
  await page.getByLabel('Reason').fill('Ticket 4722: a partner to edit');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Desk Edit App' });
  await expect(row).toContainText('https://desk-edit.example.com/callback');

  await row.getByRole('button', { name: 'Edit: Desk Edit App' }).click();
  await row.getByLabel('Redirect URIs', { exact: true }).fill('https://desk-edit.example.com/callback\nhttps://desk-edit.example.com/second');
  await row.getByLabel('Reason').fill('Ticket 4722: a second redirect URI');
  await row.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The changes to Desk Edit App were saved.' })).toBeVisible();
  await expect(row).toContainText('https://desk-edit.example.com/second');

  // Removing asks first: cancelled, the app stays; confirmed with a reason, it goes.
  await row.getByRole('button', { name: 'Remove: Desk Edit App' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Desk Edit App?' });
  await expect(remove).toContainText('This cannot be undone.');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Remove: Desk Edit App' }).click();
  await confirmWithReason(page, 'Remove Desk Edit App?', 'Remove', 'Ticket 4722: the partner left');
  await expect(page.getByRole('status').filter({ hasText: 'Desk Edit App was removed.' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
