import { expect, test } from '../support/test';
import { jan, luBaseURL, port } from '../support/demo';
import { chooseMethodAndReadCode, enterPassword } from '../support/sign-in';

for (const variant of [
  { name: 'Belgian', baseURL: undefined, dealsShown: true },
  { name: 'Luxembourg', baseURL: luBaseURL, dealsShown: false },
]) {
  test.describe(`${variant.name} variant`, () => {
    if (variant.baseURL) test.use({ baseURL: variant.baseURL });

    test('a card holder signs in with an e-mail code, sees the dashboard and logs out', async ({ page, context }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fuser%2Fdashboard/);

      await enterPassword(page, jan.email);
      const code = await chooseMethodAndReadCode(page, 'E-mail', jan.email);

      const input = page.getByLabel('Verification code');
      await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(page.getByRole('checkbox', { name: 'Trust this device for 30 days' })).toBeVisible();

      // A wrong code shows an inline error that typing clears.
      const wrong = code === '00000000' ? '11111111' : '00000000';
      await input.fill(wrong);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('The code is invalid.')).toBeVisible();
      await input.fill('');
      await expect(page.getByText('The code is invalid.')).toBeHidden();

      // Only letters and digits are kept; Enter submits.
      await input.pressSequentially(`${code.slice(0, 4)}-${code.slice(4)}`);
      await expect(input).toHaveValue(code);
      await input.press('Enter');

      await expect(page).toHaveURL(/\/user\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Jan');
      // The tiles (the partner chooser below lists every site of the variant).
      const services = page.locator('section[aria-labelledby="services-title"]');
      await expect(services.locator('a[href*="//my."]')).toBeVisible();
      await expect(services.locator('a[href*="//fridom."]')).toBeVisible();
      await expect(services.locator('a[href*="//client."]')).toHaveCount(0);
      await expect(services.locator('a[href*="//deals."]')).toHaveCount(variant.dealsShown ? 1 : 0);

      const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
      expect(token).toBeTruthy();
      // Bearer calls go to localhost: Node, unlike Chromium, does not resolve lu.localhost.
      const profile = (bearer: string) => page.request.get(`http://localhost:${port}/api/user`, { headers: { authorization: `Bearer ${bearer}` } });
      expect((await profile(token!)).status()).toBe(200);

      await page.getByRole('button', { name: /Afmelden|Se déconnecter|Sign out|Abmelden/ }).click();
      await expect(page).toHaveURL(/\/login\/email/);
      // The session is over on the server: neither the cookie nor the bearer token works.
      expect((await profile(token!)).status()).toBe(401);
      await page.goto('/user/dashboard');
      await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fuser%2Fdashboard/);
    });
  });
}
