import { expect, test, type Browser, type Page } from '../support/test';
import { deskAdmin, deskAgent, deskCaller } from '../support/demo';
import { shootBothWidths } from '../support/screenshots';
import { signInToDesk } from '../support/desk';
import { signInWithEmailCode } from '../support/sign-in';

// Carla's sessions are ended here and the staff's codes spent: no other spec uses these accounts. One test at a time.
test.describe.configure({ mode: 'serial' });

const REASON = 'Ticket 4711: the caller lost her phone';

/** Carla signed in in a browser of her own. */
async function callerSignedIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithEmailCode(page, deskCaller.email);
  return { page, close: () => context.close() };
}

const stillSignedIn = async (page: Page) => (await page.request.get('/api/user', { headers: { accept: 'application/json' } })).status() === 200;

async function search(page: Page) {
  await page.getByLabel('Search by').selectOption('email');
  await page.getByLabel('E-mail address', { exact: true }).fill(deskCaller.email);
  await page.getByLabel('Reason').fill(REASON);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('an agent finds a person by e-mail with a reason, and the form says what is missing first', async ({ page }) => {
  await signInToDesk(page, deskAgent.email);
  // An agent has no console: the desk's own navigation is the search alone.
  await expect(page.getByRole('navigation', { name: 'Support desk' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('E-mail address', { exact: true }).fill('not an address');
  await page.getByLabel('Reason').fill('because');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('The email provided is invalid')).toBeVisible();
  await expect(page.getByText('Say why, in at least 10 characters.')).toBeVisible();

  await search(page);
  const found = page.getByRole('list', { name: 'People found' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(deskCaller.maskedEmail);
  await expect(found.getByRole('link', { name: deskCaller.name })).toBeVisible();
  await shootBothWidths(page, 'support', 'search');

  // Nobody has this address: said as such, not as a failure.
  await page.getByLabel('E-mail address', { exact: true }).fill('nobody.at.all@example.com');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Nobody has this value on their account.')).toBeVisible();

  // The session is gone (as when the server closes an idle desk): the next desk call says so.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your desk session ended' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fsupport$/);
});

test('an agent opens the person and ends all their sessions with a reason; the person sees it in their history', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const caller = await callerSignedIn(browser);
  await signInToDesk(page, deskAgent.email);
  await search(page);
  await page.getByRole('list', { name: 'People found' }).getByRole('link', { name: deskCaller.name }).click();
  await expect(page).toHaveURL(/\/support\/people\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deskCaller.name);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').last()).toHaveText(deskCaller.name);
  await expect(page).toHaveTitle(new RegExp(`^${deskCaller.name} · `));
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(deskCaller.email).first()).toBeVisible();
  await shootBothWidths(page, 'support', 'person');
  await page.getByRole('button', { name: 'End all sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'End all sessions' });
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'End all sessions' }).click();
  await expect(page.getByRole('status').filter({ hasText: /sessions? ended/ })).toBeVisible();
  await expect(page.getByText('No session is open.')).toBeVisible();

  expect(await stillSignedIn(caller.page)).toBe(false);
  await signInWithEmailCode(caller.page, deskCaller.email);
  await caller.page.goto('/security/history');
  await expect(caller.page.getByRole('list', { name: 'Security history' })).toContainText('Support ended your sessions');
  await caller.close();
});

test('a person who is not staff sees that the desk is for staff, with the way to sign in as staff', async ({ page }) => {
  await signInWithEmailCode(page, deskCaller.email);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The support desk is for staff');
  await expect(page.getByText(/signed in with a passkey or an authenticator app/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a staff account' }).click();
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fsupport$/);
});

test('an admin registers a partner app, sees its secret once, and finds it in the audit', async ({ page }) => {
  await signInToDesk(page, deskAdmin.email);
  const nav = page.getByRole('navigation', { name: 'Support desk' });
  await nav.getByRole('link', { name: 'Partner apps' }).click();
  await expect(page).toHaveURL(/\/support\/apps$/);

  await page.getByRole('button', { name: 'Register an app' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Desk Test App');
  await page.getByLabel('Redirect URIs', { exact: true }).fill('https://desk-test.example.com/callback');
  await page.getByLabel('Reason').fill('Ticket 4712: new partner onboarding');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(/Desk Test App was registered as/)).toBeVisible();
  await expect(page.getByText('Copy it now and hand it over safely: it is shown this once and can never be shown again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Desk Test App' })).toContainText('https://desk-test.example.com/callback');
  await shootBothWidths(page, 'support', 'apps');
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByText(/shown this once/)).toHaveCount(0);

  await nav.getByRole('link', { name: 'Audit' }).click();
  const audit = page.getByRole('list', { name: 'Desk activity' });
  await expect(audit.getByRole('listitem').first()).toContainText('Admin change: partner app registered');
  await expect(audit.getByRole('listitem').first()).toContainText('Reason: Ticket 4712: new partner onboarding');
  // The agent filter: Dana's searches, the page she opened and what she did there, nothing of the admin's.
  await page.getByLabel('Agent').selectOption({ label: 'Dana Desk' });
  await expect(audit.getByRole('listitem').filter({ hasText: 'Action: sessions ended' })).toHaveCount(1);
  await expect(audit.getByRole('listitem').filter({ hasText: 'Page opened' }).first()).toContainText('Dana Desk → Carla Caller');
  await expect(audit.getByRole('listitem').filter({ hasText: 'Search: E-mail address' }).first()).toBeVisible();
  await expect(audit.getByRole('listitem').filter({ hasText: 'Admin change' })).toHaveCount(0);
  await shootBothWidths(page, 'support', 'audit');

  await nav.getByRole('link', { name: 'Signing keys' }).click();
  await expect(page.getByText('Signing', { exact: true }).first()).toBeVisible();
  await nav.getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Dana Desk' })).toContainText('agent');
});
