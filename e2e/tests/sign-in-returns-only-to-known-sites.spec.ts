import { expect, test } from '../support/test';
import { PASSWORD, port } from '../support/demo';
import { enterPassword, logOut } from '../support/sign-in';

/** An account without a second factor: the password alone signs in. */
const lotte = { email: 'lost.session@example.com' };

/**
 * The SPA's one redirect check gets the origins it may leave for from the server's runtime config
 * (the portal's hosts and the partner sites): a partner site is followed after signing in, a
 * sibling the portal does not know (a taken-over subdomain) is not.
 */
test('after signing in, a partner site named in redirect= is followed, an unknown subdomain of the same parent is not', async ({ page }) => {
  const partner = `http://client.localhost:${port}`;
  await page.route(`${partner}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Client area</title><h1>Client area</h1>' }));
  await page.route(`http://evil.localhost:${port}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Evil</title><h1>Evil</h1>' }));

  await page.goto(`/login/email?redirect=${encodeURIComponent(`${partner}/home`)}`);
  await enterPassword(page, lotte.email, PASSWORD);
  await expect(page).toHaveURL(`${partner}/home`);

  await page.goto('/user/dashboard');
  await logOut(page);
  for (const target of [`http://evil.localhost:${port}/`, `//evil.localhost:${port}/`, `http://localhost:${port}@evil.localhost:${port}/`]) {
    await page.goto(`/login/email?redirect=${encodeURIComponent(target)}`);
    await enterPassword(page, lotte.email, PASSWORD);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Evil' })).toHaveCount(0);
    await logOut(page);
  }
});
