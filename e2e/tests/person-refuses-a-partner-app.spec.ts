import { expect, test } from '../support/test';
import { customer } from '../support/demo';
import { discoverAsPartner, partnerAuthorization, servePartnerCallback } from '../support/partner';
import { enterPasswordAndReadCode } from '../support/sign-in';

test('a person who refuses a partner app sees the access-denied warning, and the app gets access_denied', async ({ page }) => {
  const config = await discoverAsPartner();
  const { url, checks } = await partnerAuthorization(config, { scope: 'openid history', prompt: 'consent' });
  await servePartnerCallback();

  await page.goto(url.href);
  const code = await enterPasswordAndReadCode(page, customer.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Claire's account is in French.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo partner souhaite accéder à votre compte');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(['Confirmer votre identité avec votre compte', 'Voir l’historique de vos transactions']);
  await page.getByRole('button', { name: 'Refuser' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  await expect(page.getByRole('alert')).toHaveText('Vous avez refusé l’accès à Demo partner. L’application ne peut pas utiliser votre compte.');
  await expect(page.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute('href', '/user/dashboard');
  // Any client id but 2 and 51 marks a partner login.
  expect(await page.evaluate(() => sessionStorage.getItem('partner_login'))).toBe('true');

  await page.getByRole('link', { name: 'Retourner à Demo partner' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:9999\/callback\?/);
  const answer = new URL(page.url()).searchParams;
  expect(answer.get('error')).toBe('access_denied');
  expect(answer.get('state')).toBe(checks.expectedState);
});
