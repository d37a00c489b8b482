import { expect, test, type Page } from '../support/test';
import { luBaseURL, ulla } from '../support/demo';
import { expectNoAxeViolations } from '../support/axe';

// Every look-up needs the browser to solve a proof of work (seconds on a busy 2-core machine).
test.describe.configure({ timeout: 60_000 });

/** The captcha of the page has solved its challenge (it starts when the page opens). */
async function captchaSolved(page: Page, intro: RegExp, verified: string) {
  const check = page.getByRole('group', { name: intro });
  await expect(check.getByRole('checkbox', { name: verified })).toBeChecked({ timeout: 20_000 });
}

const usernames = (page: Page) => page.getByRole('main').getByRole('listitem');

test.describe('Belgian variant', () => {
  test('a card holder finds her usernames by card number and goes on to sign in', async ({ page }) => {
    await page.goto('/login/email');
    await page.getByRole('link', { name: 'Forgot your username?' }).click();
    await expect(page).toHaveURL(/\/forgot-username$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your username?');
    await expect(page.getByRole('radio', { name: 'Card number' })).toBeChecked();
    await expectNoAxeViolations(page);

    // The contract's rule answers before any call: the spec's text, under the input.
    const number = page.getByLabel('Your card number');
    await number.fill('4065 0000 0000 2002');
    await page.getByRole('button', { name: 'Find my username' }).click();
    await expect(page.getByText('Your card number is invalid.')).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/forgot-username$/);

    await number.fill(ulla.card);
    await captchaSolved(page, /your browser solves a short check/, 'Verified');
    await page.getByRole('button', { name: 'Find my username' }).click();

    await expect(page).toHaveURL(/\/forgot-username-response$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your usernames');
    await expect(usernames(page)).toHaveText([`E-mail address${ulla.maskedEmail}`, `Phone number${ulla.maskedPhone}`]);
    // Masked: the page never shows the whole address.
    await expect(page.getByText(ulla.email)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A reload keeps the answer; the login button opens the login.
    await page.reload();
    await expect(usernames(page)).toHaveCount(2);
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/email$/);
  });

  test('an unknown card number gets the none-found text, and the response page is not reachable directly', async ({ page }) => {
    await page.goto('/forgot-username-response');
    await expect(page).toHaveURL(/\/forgot-username$/);

    await page.getByLabel('Your card number').fill('5065 9999 9999 9999');
    await captchaSolved(page, /your browser solves a short check/, 'Verified');
    await page.getByRole('button', { name: 'Find my username' }).click();
    await expect(page).toHaveURL(/\/forgot-username-response$/);
    await expect(page.getByText('No username found for this card or national register number')).toBeVisible();
    await expect(usernames(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/forgot-username$/);
  });
});

test.describe('Luxembourg variant', () => {
  test.use({ baseURL: luBaseURL });

  test('a card holder finds her usernames by national register number, in French, using the keyboard', async ({ page }) => {
    await page.goto('/forgot-username');
    await page.getByLabel(/^(Language|Langue|Taal|Sprache)$/).selectOption({ label: 'Français' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nom d’utilisateur oublié ?');

    // The choice is a radio group: the arrow key moves to the national register number.
    await page.getByRole('radio', { name: 'Numéro de carte' }).focus();
    await page.keyboard.press('ArrowRight');
    const nrnChoice = page.getByRole('radio', { name: 'Numéro de registre national' });
    await expect(nrnChoice).toBeChecked();
    await expect(nrnChoice).toBeFocused();
    // The drawn option shows where the keyboard is.
    expect(await page.locator('.lookup-kind__option', { has: nrnChoice }).evaluate((e) => getComputedStyle(e).boxShadow)).not.toBe('none');
    const number = page.getByLabel('Votre numéro de registre national');
    await expect(number).toBeVisible();

    await number.fill('90.05.17-123.32');
    await page.getByRole('button', { name: 'Retrouver mon nom d’utilisateur' }).click();
    await expect(page.getByText('Ce numéro de registre national n’est pas valide.')).toBeVisible();

    await number.fill(ulla.nrn);
    await captchaSolved(page, /votre navigateur effectue une courte vérification/, 'Vérifié');
    await number.press('Enter');
    await expect(page).toHaveURL(/\/forgot-username-response$/);
    await expect(page.getByText('Vous pouvez vous connecter avec l’un de ces noms d’utilisateur :')).toBeVisible();
    await expect(usernames(page)).toHaveText([`Adresse e-mail${ulla.maskedEmail}`, `Numéro de téléphone${ulla.maskedPhone}`]);
    await expectNoAxeViolations(page);

    // Another number that belongs to nobody: the none-found text, translated.
    await page.getByRole('link', { name: 'Chercher avec un autre numéro' }).click();
    await page.getByRole('radio', { name: 'Numéro de registre national' }).check();
    await page.getByLabel('Votre numéro de registre national').fill('00.01.01-001.05');
    await captchaSolved(page, /votre navigateur effectue une courte vérification/, 'Vérifié');
    await page.getByRole('button', { name: 'Retrouver mon nom d’utilisateur' }).click();
    await expect(page.getByText('Aucun nom d’utilisateur trouvé pour ce numéro de carte ou de registre national')).toBeVisible();
  });
});
