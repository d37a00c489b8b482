import { expect, test } from '../support/test';
import { luBaseURL } from '../support/demo';
import { expectNoAxeViolations } from '../support/axe';

const authorization = (params: Record<string, string>) =>
  `/oauth/auth?${new URLSearchParams({
    client_id: 'demo-partner',
    redirect_uri: 'http://localhost:9999/callback',
    response_type: 'code',
    scope: 'openid',
    state: 'abc',
    nonce: 'n-1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ...params,
  })}`;

test('an unknown app gets the portal’s own error page, with header, logo and language switch', async ({ page }) => {
  await page.goto(authorization({ client_id: '<img src=x onerror=alert(1)>' }));
  await expect(page).toHaveURL(/\/oauth-error\?reason=configuration$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in could not continue');
  await expect(page.getByText("Oops. Seems like the partner you're coming from uses an invalid configuration.")).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel(/^(Language|Langue|Taal)$/).selectOption('nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden kon niet verdergaan');
  await page.getByRole('link', { name: 'Naar mijn account' }).click();
  await expect(page).toHaveURL(/\/login\/email/);
});

test('an unregistered redirect_uri is never followed, in Luxembourg in German too', async ({ page }) => {
  await page.goto(`${luBaseURL}${authorization({ redirect_uri: 'http://localhost:9999/elsewhere' })}`);
  await expect(page).toHaveURL(new RegExp(`^${luBaseURL}/oauth-error\\?reason=configuration&client=demo-partner$`));
  await page.getByLabel(/^(Langue|Language|Sprache)$/).selectOption('de_LU');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Anmeldung kann nicht fortgesetzt werden');
  await expect(page.getByText('Hoppla.', { exact: false })).toBeVisible();
  await expect(page.getByText('Kehren Sie zu Demo partner zurück', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});
