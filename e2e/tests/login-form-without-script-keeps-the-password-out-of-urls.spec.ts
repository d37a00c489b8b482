import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { drawnPage } from '../support/sign-in';

// Issue 33 item 9: a design review saw `/login/email?email=…&password=…` in the address bar when the
// app's script failed to load. The login page arrives drawn before the script runs (issue 12); sent
// without the script, its form posts to the page, and the server answers with the page again.

const EMAIL = 'nobody.here@example.com';
const PASSWORD = 'Not-In-Any-Url-7';

/** Whether a URL or header value holds what was typed, written plainly or as a form encodes it. */
const holdsTyped = (value: string) => [EMAIL, PASSWORD, encodeURIComponent(EMAIL)].some((typed) => value.includes(typed));

test('sent while the script cannot load, the drawn login form puts the e-mail and password in no address, request URL or Referer', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // Every script fails to load, the app's bundle and chunks alike: the drawn page stays.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login/email');
  const drawn = drawnPage(page);
  await expect(drawn.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  // Chromium keeps the drawn page inert, so nothing can be typed; a browser without `inert` (Firefox
  // before 112, Safari before 15.5) or a password manager filling and sending the form is not held back.
  await drawn.evaluate((element) => element.removeAttribute('inert'));
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const leaving = page.waitForRequest((request) => request.isNavigationRequest());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const sent = await leaving;
  // The form went out, its values in the body only; the answer is the same page, drawn anew and inert.
  expect(holdsTyped(decodeURIComponent(sent.url())), sent.url()).toBe(false);
  expect(sent.method()).toBe('POST');
  expect(sent.postData()).toContain(`password=${PASSWORD}`);
  await expect(drawn).toHaveAttribute('inert', '');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login/email');
  expect(holdsTyped(decodeURIComponent(page.url()))).toBe(false);
  const urls = requests.map((request) => request.url());
  expect(urls.filter((url) => holdsTyped(url) || holdsTyped(decodeURIComponent(url)))).toEqual([]);
  // The portal sends `Referrer-Policy: no-referrer` (Helmet's default) besides; should that change,
  // a Referer still names no more than the page's address.
  const referers = await Promise.all(requests.map(async (request) => (await request.allHeaders()).referer ?? ''));
  expect(referers.filter((referer) => holdsTyped(referer) || holdsTyped(decodeURIComponent(referer)))).toEqual([]);
});
