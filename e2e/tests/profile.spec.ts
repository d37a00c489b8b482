import { expect, test, type Page } from '../support/test';
import { ivo, luBaseURL, maxi, mergePairLu, pia } from '../support/demo';
import { lastMessageId, nextCode } from '../support/outbox';
import { enterPasswordAndReadCode, signInWithEmailCode, stepUpByEmail } from '../support/sign-in';

async function openContacts(page: Page) {
  await page.goto('/profile/edit-credentials');
  await stepUpByEmail(page, pia.email, /\/profile\/edit-credentials$/);
}

/** The page fits its width: long words wrap instead of pushing the layout sideways. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the profile shows personal, contact and banking information', async ({ page }) => {
  await signInWithEmailCode(page, pia.email);
  await page.goto('/profile');
  const personal = page.getByRole('region', { name: 'Personal information' });
  await expect(personal.getByText('Pia', { exact: true })).toBeVisible();
  await expect(personal.getByText('Vandenbroucke-Wittgenstein')).toBeVisible();
  await expect(personal.getByText('12 Apr 1988')).toBeVisible();
  await expect(personal.getByText('Female')).toBeVisible();
  await expect(personal.getByText('English')).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact information' });
  await expect(contact.getByRole('listitem').filter({ hasText: pia.email })).toContainText('Primary');
  await expect(contact.getByText('+32 470 12 34 20')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Banking information' })).toBeVisible();
});

test('edit info opens only from the profile, changes the name and the language, which survives a reload', async ({ page }) => {
  await signInWithEmailCode(page, ivo.email);
  await page.goto('/profile/edit-info');
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('link', { name: 'Edit personal information' }).click();
  await expect(page).toHaveURL(/\/profile\/edit-info$/);
  await page.getByLabel('First name').fill('Ivan');
  await page.locator('main').getByLabel('Language').selectOption('nl');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Je persoonlijke gegevens zijn bijgewerkt.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Persoonlijke gegevens' }).getByText('Ivan', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Persoonlijke gegevens' })).toBeVisible();
  // The header's switch is saved too: English again, after a reload.
  await page.getByRole('combobox', { name: 'Taal' }).first().selectOption('en');
  await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/user', { headers: { 'x-device-id': '00000000-0000-4000-8000-000000000000' } })).json().then((b) => b.data.language)).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
});

test('a phone is added with its code; making it primary is refused without two-step verification on it; the last e-mail cannot be deleted', async ({ page }) => {
  await signInWithEmailCode(page, pia.email);
  await openContacts(page);
  const emails = page.getByRole('list', { name: 'E-mail addresses' });
  const onlyEmail = emails.getByRole('listitem').filter({ hasText: pia.email });
  await expect(onlyEmail.getByRole('button', { name: `Delete: ${pia.email}` })).toBeDisabled();
  await expect(onlyEmail.getByText('You need at least one.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Add a phone number' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('BE');
  await page.getByLabel('Mobile number').fill('0470 55 66 88');
  const before = await lastMessageId(page.request, '+32470556688');
  await page.getByRole('button', { name: 'Send a code' }).click();
  const code = await nextCode(page.request, '+32470556688', before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your e-mail address or phone number was updated.')).toBeVisible();
  const phones = page.getByRole('list', { name: 'Phone numbers' });
  await expect(phones.getByRole('listitem').filter({ hasText: '+32 470 55 66 88' })).toContainText('Secondary');

  // The add spent the single-use check: making it primary asks again, then is refused.
  await page.getByRole('button', { name: 'Make primary: +32 470 55 66 88' }).click();
  await stepUpByEmail(page, pia.email, /\/profile\/edit-credentials$/);
  await page.getByRole('button', { name: 'Make primary: +32 470 55 66 88' }).click();
  await expect(page.getByText('An error occurred during the switch.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Security' })).toBeVisible();
  await expect(phones.getByRole('listitem').first()).toContainText('+32 470 12 34 20');
});

test('an address of another account gets a code, its confirmation leads to the merge offer, and ignored it is not added', async ({ page }) => {
  // An address nobody signs in with later (the employee half of the Luxembourg merge pair).
  const other = mergePairLu.otherEmail;
  await signInWithEmailCode(page, pia.email);
  await openContacts(page);
  await page.getByRole('button', { name: 'Add an e-mail address' }).click();
  await page.getByLabel('New e-mail address').fill(other.toUpperCase());
  const before = await lastMessageId(page.request, other);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(page.request, other, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/duplicated\?target=luc\.work%40example\.com&method=email&redirect=profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merge your accounts');
  await expect(page.getByText('l***@example.com')).toBeVisible();
  // "Ignore for now" keeps both accounts and goes back where the person was, without the address:
  // it is on one account of the person's set, and only the merge would bring it over (issue 34).
  await page.getByRole('button', { name: 'Ignore for now' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const contact = page.getByRole('region', { name: 'Contact information' });
  await expect(contact.getByRole('listitem').filter({ hasText: pia.email })).toBeVisible();
  await expect(contact.getByText(other)).toHaveCount(0);
  await page.reload();
  await expect(contact.getByRole('listitem').filter({ hasText: pia.email })).toBeVisible();
  await expect(contact.getByText(other)).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`profile screenshots at ${width} px in en and de_LU`, { tag: '@look' }, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithEmailCode(page, pia.email);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
    await expectNoOverflow(page);
    await page.screenshot({ path: `test-results/screens/profile-en-${width}.png`, fullPage: true });
    await openContacts(page);
    await page.getByRole('button', { name: 'Add a phone number' }).click();
    await expectNoOverflow(page);
    await page.screenshot({ path: `test-results/screens/contacts-en-${width}.png`, fullPage: true });

    const lu = await browser.newPage({ baseURL: luBaseURL, viewport: { width, height: 900 } });
    await lu.goto('/login/email');
    await lu.evaluate(() => window.localStorage.setItem('locale', 'en_LU'));
    await lu.reload();
    const code = await enterPasswordAndReadCode(lu, maxi.email);
    await lu.getByLabel('Verification code').fill(code);
    await lu.getByRole('button', { name: 'Confirm' }).click();
    await expect(lu).toHaveURL(/\/user\/dashboard$/);
    await lu.goto('/profile');
    await expect(lu.getByRole('heading', { name: 'Persönliche Informationen' })).toBeVisible();
    await expect(lu.getByText('Donaudampfschifffahrtsgesellschaft')).toBeVisible();
    await expect(lu.getByText('+352 621 123 456')).toBeVisible();
    await expectNoOverflow(lu);
    await lu.screenshot({ path: `test-results/screens/profile-de_LU-${width}.png`, fullPage: true });
    await lu.close();
  });
}
