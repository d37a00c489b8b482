import { expect, test } from '../support/test';
import { dashKeys, dashNoMfa, luBaseURL } from '../support/demo';
import { enterPassword, signInWithEmailCode } from '../support/sign-in';
import { shootBothWidths } from '../support/screenshots';
import { expectNoAxeViolations } from '../support/axe';

test('Belgium: no second factor and a new device are worth a look, each with the way to deal with it; a failed check says so', async ({ page, browser }) => {
  // The check fails first: an error with a retry, never "nothing to look at".
  await page.route('**/api/user/attention', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"server.error","message":"An error has occurred. Please try again later."}' }));
  await page.goto('/login/email');
  await enterPassword(page, dashNoMfa.email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const section = page.getByRole('region', { name: 'Worth a look' });
  await expect(section.getByRole('alert')).toBeVisible();
  await page.unroute('**/api/user/attention');
  await section.getByRole('button', { name: 'Try again' }).click();

  await expect(section.getByRole('heading', { name: 'Add a second step to your sign-in' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Add a verification method' })).toHaveAttribute('href', '/security/mfa-edit');
  await expect(section.getByRole('heading', { name: 'A new device signed in' })).toHaveCount(0);

  // Another browser (its own device id) signs in: the first one is told.
  const other = await browser.newContext({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0' });
  const otherPage = await other.newPage();
  await otherPage.goto(page.url().replace(/\/user\/dashboard$/, '/login/email'));
  await enterPassword(otherPage, dashNoMfa.email);
  await expect(otherPage).toHaveURL(/\/user\/dashboard$/);
  // The device that asks is not news to itself.
  await expect(otherPage.getByRole('heading', { name: 'A new device signed in' })).toHaveCount(0);
  await other.close();

  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/attention') reads.push(request.method());
  });
  await page.reload();
  await expect(section.getByRole('heading', { name: 'A new device signed in' })).toBeVisible();
  // Read once per opening: the list below the page used to ask again as soon as the answer came.
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual(['GET']);
  await expect(section.getByText(/^Firefox 128 on Windows 10 signed in for the first time on /)).toBeVisible();
  await expectNoAxeViolations(page);
  await shootBothWidths(page, 'dashboard-extra', 'attention-be');

  await section.getByRole('link', { name: 'Review your devices' }).click();
  await expect(page).toHaveURL(/\/security\/history$/);
});

test.describe('Luxembourg', () => {
  test.use({ baseURL: luBaseURL });

  test('recovery keys running low are worth a look, in French, with the way to new keys', async ({ page }) => {
    await signInWithEmailCode(page, dashKeys.email);
    const section = page.getByRole('region', { name: 'À vérifier' });
    await expect(section.getByRole('heading', { name: 'Vos clés de récupération s’épuisent' })).toBeVisible();
    await expect(section.getByText('Il vous reste 1 clé de récupération inutilisée.', { exact: false })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Créer de nouvelles clés de récupération' })).toHaveAttribute('href', '/security/edit-recovery');
    // An e-mail method exists: no "second factor missing".
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByLabel(/^(Language|Langue|Taal|Sprache)$/).selectOption({ label: 'Deutsch' });
    await expect(page.getByRole('region', { name: 'Bitte prüfen' })).toBeVisible();
    await shootBothWidths(page, 'dashboard-extra', 'attention-lu-de');
  });
});
