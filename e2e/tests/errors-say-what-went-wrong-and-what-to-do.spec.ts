import { expect, test } from '../support/test';
import { demoPartner } from '../support/partner';
import { appHasStarted, enterPassword } from '../support/sign-in';
import { field, next } from '../support/onboarding';

// Issue 34, item 9: an empty field says which it is and what to do; an app's error names the app.

const authorization = (params: Record<string, string>) =>
  `/oauth/auth?${new URLSearchParams({
    client_id: demoPartner.clientId,
    redirect_uri: demoPartner.redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: 'abc',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ...params,
  })}`;

test('an empty login names the empty field, never “This field is required.” beside “Password is required.”, in Dutch too', async ({ page }) => {
  await page.goto('/login/email');
  await appHasStarted(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required.');
  await expect(page.getByText('This field is required.')).toHaveCount(0);

  await page.getByLabel(/^(Language|Taal)$/).selectOption('nl');
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription('Geef je e-mailadres in.');
  await expect(page.getByText('Dit veld is verplicht.')).toHaveCount(0);
});

test('an empty invitation code asks for the invitation code; a typed wrong one keeps the spec’s text', async ({ page }) => {
  await page.goto('/onboarding');
  await page.getByRole('link', { name: /I received an e-mail/ }).click();
  await next(page);
  await expect(field(page, 'Invitation code')).toHaveAccessibleDescription(/Enter your invitation code\.$/);
  await field(page, 'Invitation code').fill('ab!');
  await next(page);
  await expect(field(page, 'Invitation code')).toHaveAccessibleDescription(/Your activation code is invalid\.$/);
});

test('the OAuth error page names a registered app and says what to do; an unknown one is “the app you came from”', async ({ page }) => {
  await page.goto(authorization({ redirect_uri: 'http://localhost:9999/elsewhere' }));
  await expect(page).toHaveURL(/\/oauth-error\?reason=configuration&client=demo-partner$/);
  await expect(page.getByText("Oops. Seems like the partner you're coming from uses an invalid configuration.")).toBeVisible();
  await expect(page.getByText('Go back to Demo partner and tell its support team that its sign-in is not set up right.', { exact: false })).toBeVisible();

  await page.goto(authorization({ client_id: 'no-such-app' }));
  await expect(page).toHaveURL(/\/oauth-error\?reason=configuration$/);
  await expect(page.getByText('Go back to the app you came from and tell its support team', { exact: false })).toBeVisible();

  // A made-up id in the address names no app.
  await page.goto('/oauth-error?reason=expired&client=Your%20bank');
  await expect(page.getByText('Go back to the app you came from and start signing in again from there.')).toBeVisible();
});

test('the partner page names the app whose request it refused, and what to do', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, 'nomfa@example.com');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const query = new URLSearchParams({ client_id: demoPartner.clientId, redirect_uri: 'http://localhost:9999/elsewhere', response_type: 'code', scope: 'openid', state: 'why' });
  await page.goto(`/partner?${query}`);
  await expect(page.getByRole('alert')).toHaveText("Oops. Seems like the partner you're coming from uses an invalid configuration.");
  await expect(page.getByText('Go back to Demo partner and try again from there. If it keeps failing, let the support team of Demo partner know.')).toBeVisible();
});
