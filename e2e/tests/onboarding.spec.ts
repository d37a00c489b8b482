import { expect, test } from '../support/test';
import { luBaseURL } from '../support/demo';
import { field, next, NEW_PASSWORD, onboardFromWelcome, onboardingCards, onboardingCodes } from '../support/onboarding';
import { lastMessageId, nextCode } from '../support/outbox';
import { enterPasswordAndReadCode } from '../support/sign-in';

// Each test spends its own demo card or code; the whole flow takes a while.
test.describe.configure({ timeout: 90_000 });

test('a new person in Belgium activates the card they received, ends signed in and opens the dashboard without signing in', async ({ page }) => {
  await page.goto('/login/email');
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('link', { name: /I received my card/ }).click();

  await field(page, 'Card number').fill('5065000000000099');
  await next(page);
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await field(page, 'Card number').fill(onboardingCards.belgium);
  await next(page);

  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome Olivia' })).toBeVisible();
  await onboardFromWelcome(page, { lastname: 'Onboard', email: 'onboard-card-be@example.com', phone: '+32470199501' });

  // The confirmation is the first signed-in screen: who is signed in, and the way on.
  await expect(page.getByRole('heading', { name: 'Your card is activated' })).toBeVisible();
  await expect(page.getByText('You are signed in as onboard-card-be@example.com.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My account' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Olivia' })).toBeVisible();
  // The session is the browser's: a reload keeps it, and the finished onboarding is not shown again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Olivia' })).toBeVisible();
  await page.goto('/onboarding/confirmation');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test('the terms step links the terms and the privacy statement of the variant in the page’s language, each in a new tab', async ({ page, context }) => {
  // The provider's sites are not reachable from the test machine: a stand-in page for each.
  await context.route(/^https:\/\/www\.example\.(be|lu)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Document</title>' }));
  await page.goto('/onboarding');
  await page.getByRole('link', { name: /I received my card/ }).click();
  await field(page, 'Card number').fill(onboardingCards.spare);
  await next(page);
  await page.getByRole('button', { name: 'Let’s go' }).click();
  await expect(page).toHaveURL(/\/onboarding\/terms-conditions$/);

  const terms = page.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
  const privacy = page.getByRole('link', { name: 'Read the privacy statement (opens in a new tab)' });
  await expect(terms).toHaveAttribute('href', 'https://www.example.be/en/terms');
  await expect(privacy).toHaveAttribute('href', 'https://www.example.be/en/privacy');
  await expect(terms).toHaveAttribute('rel', /\bnoopener\b/);
  const [tab] = await Promise.all([page.waitForEvent('popup'), privacy.click()]);
  await expect(tab).toHaveURL('https://www.example.be/en/privacy');
  await tab.close();
  // Reading it ticked nothing, and the onboarding is still here.
  await expect(page.getByLabel('I accept the privacy statement')).not.toBeChecked();
  await expect(page).toHaveURL(/\/onboarding\/terms-conditions$/);

  // Another language, its own documents.
  await page.getByRole('combobox', { name: /Language/ }).selectOption('fr');
  await expect(page.getByRole('link', { name: /Lire les conditions générales/ })).toHaveAttribute('href', 'https://www.example.be/fr/terms');
  const [frenchTab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /Lire la déclaration de confidentialité/ }).click()]);
  await expect(frenchTab).toHaveURL('https://www.example.be/fr/privacy');
  await frenchTab.close();
});

test('Luxembourg links its own terms, in German', async ({ browser }) => {
  const page = await browser.newPage({ baseURL: luBaseURL });
  await page.goto('/onboarding');
  await page.evaluate(() => window.localStorage.setItem('locale', 'de_LU'));
  await page.reload();
  await page.getByRole('link', { name: /Meine Karte aktivieren/ }).click();
  await field(page, 'Kartennummer').fill(onboardingCards.spare);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('button', { name: 'Los geht’s' }).click();
  await expect(page).toHaveURL(/\/onboarding\/terms-conditions$/);
  await expect(page.getByRole('link', { name: /Geschäftsbedingungen lesen/ })).toHaveAttribute('href', 'https://www.example.lu/de/terms');
  await expect(page.getByRole('link', { name: /Datenschutzerklärung lesen/ })).toHaveAttribute('href', 'https://www.example.lu/de/privacy');
  await expect(page.getByRole('link', { name: /Datenschutzerklärung lesen/ })).toHaveAttribute('target', '_blank');
  await page.close();
});

test('Luxembourg offers card activation first, and onboards with a card', async ({ browser }) => {
  const page = await browser.newPage({ baseURL: luBaseURL });
  await page.goto('/login/email');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en_LU'));
  await page.reload();
  await page.getByRole('main').getByRole('link', { name: 'Activate my card' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your card' })).toBeVisible();
  // Card activation is the first choice offered.
  const choices = page.getByRole('main').getByRole('link').filter({ hasText: /Activate my card|I received an e-mail/ });
  await expect(choices.first()).toContainText('Activate my card');
  await choices.first().click();

  await field(page, 'Card number').fill(onboardingCards.luxembourg);
  await next(page);
  await expect(page.getByRole('heading', { name: 'Welcome Léa' })).toBeVisible();
  await onboardFromWelcome(page, { lastname: 'Lambert', email: 'onboard-card-lu@example.com', phone: '+32470199502' });
  await expect(page.getByRole('heading', { name: 'Your card is activated' })).toBeVisible();
  await page.close();
});

test('an invitation code creates an account, keeping the invited e-mail address; a reload keeps the step', async ({ page }) => {
  await page.goto('/onboarding');
  await page.getByRole('link', { name: /I received an e-mail/ }).click();
  await field(page, 'Invitation code').fill(onboardingCodes.belgium.code.toLowerCase());
  await next(page);
  await expect(page.getByRole('heading', { name: 'Welcome Emma' })).toBeVisible();

  await page.getByRole('button', { name: 'Let’s go' }).click();
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel('I accept the privacy statement').check();
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/create$/);
  await expect(field(page, 'E-mail address')).toHaveValue(onboardingCodes.belgium.email);

  // The state is on the server: a reload stays on the step with what the invitation filled in.
  await page.reload();
  await expect(page).toHaveURL(/\/onboarding\/create$/);
  await expect(field(page, 'First name')).toHaveValue('Emma');
  await next(page);

  // The invited address was proven by the code that came to it: no e-mail code needed.
  await expect(page).toHaveURL(/\/onboarding\/email-verification$/);
  const mails = await lastMessageId(page.request, onboardingCodes.belgium.email);
  await page.getByRole('button', { name: 'Continue with this e-mail address' }).click();
  await expect(page).toHaveURL(/\/onboarding\/phone-verification$/);
  expect(await lastMessageId(page.request, onboardingCodes.belgium.email)).toBe(mails);

  // The same country code and national number as the login's phone form; Belgium's code to start with.
  const phone = '+32470199503';
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('+32');
  await field(page, 'Mobile phone number').fill('12');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('The phone number provided is invalid')).toBeVisible();
  // Typed as at home, with the trunk 0: the number is the Belgian one.
  await field(page, 'Mobile phone number').fill('0470 19 95 03');
  const sms = await lastMessageId(page.request, phone);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/onboarding-mfa\?isActivation=true&method=sms&value=%2B32470199503/);
  await expect(field(page, 'Verification code')).toBeVisible();
  const sent = await lastMessageId(page.request, phone);
  expect(sent).toBeGreaterThan(sms);
  // A reload of the code screen keeps it and sends no second code.
  await page.reload();
  await expect(field(page, 'Verification code')).toBeVisible();
  await expect(page.getByText(/Resend code in \d+ s/)).toBeVisible();
  expect(await lastMessageId(page.request, phone)).toBe(sent);
  await field(page, 'Verification code').fill('00000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The code is invalid.')).toBeVisible();
  await field(page, 'Verification code').fill(await nextCode(page.request, phone, sms));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/onboarding\/password$/);
  await field(page, 'New password').fill('short');
  await field(page, 'Confirm the new password').fill('other');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText("Passwords don't match!")).toBeVisible();
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/onboarding\/confirmation$/);
  await expect(page.getByRole('heading', { name: 'Your account is created' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${onboardingCodes.belgium.email}.`)).toBeVisible();
});

test('Luxembourg: an invitation code creates an account, starting in French', async ({ browser }) => {
  const page = await browser.newPage({ baseURL: luBaseURL });
  await page.goto('/onboarding');
  await page.evaluate(() => window.localStorage.setItem('locale', 'fr_LU'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Activez votre carte' })).toBeVisible();
  await page.getByRole('link', { name: /J’ai reçu un e-mail/ }).click();
  await field(page, 'Code d’invitation').fill('welcome 2026 lu');
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue Luc' })).toBeVisible();
  // The rest in English, the same screens.
  await page.getByRole('combobox', { name: /Langue/ }).selectOption('en_LU');
  await onboardFromWelcome(page, { lastname: 'Lux', email: onboardingCodes.luxembourg.email, phone: '+32470199505', keepEmail: true });
  await expect(page.getByRole('heading', { name: 'Your account is created' })).toBeVisible();
  await page.close();
});

test('a blocked card still creates the account, signed in, and says the card can be activated later in the app', async ({ page }) => {
  await page.goto('/onboarding');
  await page.getByRole('link', { name: /I received my card/ }).click();
  await field(page, 'Card number').fill(onboardingCards.blocked);
  await next(page);
  await expect(page.getByRole('heading', { name: 'Welcome Boris' })).toBeVisible();
  // This one confirms the e-mail through /mfa?isActivation=true&method=email&value=…
  await onboardFromWelcome(page, { lastname: 'Blocked', email: 'onboard-blocked@example.com', phone: '+32470199504', mfaEntry: true });
  await expect(page.getByRole('heading', { name: 'Your account is created' })).toBeVisible();
  await expect(page.getByText(/We could not activate your card right now.*activate your card later in the app/)).toBeVisible();
  // Signed in: the dashboard, where a card is activated later, opens at once.
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Boris' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate a new card' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a direct visit to a later step lands on the start; an expired onboarding starts again with a message', async ({ page }) => {
  for (const path of ['/onboarding/password', '/onboarding/welcome', '/onboarding-mfa?method=email&value=x%40example.com', '/onboarding/confirmation']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
  }

  await page.getByRole('link', { name: /I received my card/ }).click();
  await field(page, 'Card number').fill(onboardingCards.spare);
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  // Skipping steps by typing an address is refused too.
  await page.goto('/onboarding/password');
  await expect(page).toHaveURL(/\/onboarding$/);

  // The server no longer knows the onboarding (it expired): back to the start, with the reason.
  await page.getByRole('link', { name: /I received my card/ }).click();
  await field(page, 'Card number').fill(onboardingCards.spare);
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.evaluate(() => window.sessionStorage.setItem('onboarding', 'an-expired-onboarding-token'));
  await page.reload();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Your registration expired. Please start again.')).toBeVisible();
});

test('someone with an account adds a new card, which is activated with a validation code once they have signed in', async ({ page }) => {
  const kees = 'onboard.existing@example.com';
  await page.goto('/onboarding');
  await page.getByRole('link', { name: /Add a new card to my account/ }).click();
  await expect(page).toHaveURL(/\/onboarding\/existingCard$/);
  await field(page, 'Card number').fill(onboardingCards.existing);
  await next(page);

  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fuser%2Fdashboard$/);
  const code = await enterPasswordAndReadCode(page, kees);
  const loginCodeId = await lastMessageId(page.request, kees);
  await field(page, 'Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The validation code modal opens by itself with the kept card; the code goes to Kees.
  const dialog = page.getByRole('dialog', { name: 'Activate a new card' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveValue(`•••• •••• •••• ${onboardingCards.existing.replace(/\s/g, '').slice(-4)}`);
  const activationCode = await nextCode(page.request, kees, loginCodeId);
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(activationCode);
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog).toBeHidden();
  const alert = page.getByRole('status').filter({ hasText: 'Your new card is activated and linked to your account.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
  // Activated once: the dashboard does not open the modal again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Kees' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});
