import { expect, test } from '../support/test';
import { demoPartner } from '../support/partner';
import { enterPassword } from '../support/sign-in';

const partnerQuery = (clientId: string) =>
  new URLSearchParams({ client_id: clientId, redirect_uri: demoPartner.redirectUri, response_type: 'code', scope: 'openid email', state: 'why' });

test('/partner for an app the portal does not know, and /approve for an expired request, say why and lead home', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, 'nomfa@example.com');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto(`/partner?${partnerQuery('no-such-app')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner sign-in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText("Oops. Seems like the partner you're coming from uses an invalid configuration.");
  await expect(page.getByRole('link', { name: 'Continue to' })).toHaveCount(0);

  await page.goto('/approve?interaction=no-such-interaction');
  await expect(page.getByRole('heading', { level: 1, name: 'Allow access' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This sign-in request has expired. Go back to the app and start again.');
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test('/partner with the server unreachable offers a retry, never the invalid-configuration answer, and the retry recovers', async ({ page }) => {
  await page.goto('/login/email');
  await enterPassword(page, 'nomfa@example.com');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  const isAuthorizeApi = (url: URL) => url.pathname === '/api/authorize';
  await page.route(isAuthorizeApi, (route) => route.abort('connectionrefused'));
  await page.goto(`/partner?${partnerQuery(demoPartner.clientId)}`);
  await expect(page.getByRole('alert')).toContainText('We could not load this part.');
  await expect(page.getByRole('alert')).toContainText('The server cannot be reached. Check your connection and try again.');
  await expect(page.getByText(/invalid configuration/)).toHaveCount(0);

  await page.unroute(isAuthorizeApi);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Continue to Demo partner' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
