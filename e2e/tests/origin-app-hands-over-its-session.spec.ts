import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { PASSWORD, stepUser } from '../support/demo';
import { enterPassword, signInWithEmailCode } from '../support/sign-in';

const hanne = { email: 'handover@example.com' };

/** The origin app: signed in as Hanne with a bearer token of its own (no browser involved). */
async function originAppSession(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/token', { headers: { 'x-device-id': crypto.randomUUID() }, data: { username: hanne.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** The origin app mints a single-use hand-over token with its session. */
async function mintHandover(request: APIRequestContext, session: string): Promise<string> {
  const response = await request.post('/api/token/handover', { headers: { 'x-device-id': crypto.randomUUID(), authorization: `Bearer ${session}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { handover: string; expires_in: number };
  expect(body.expires_in).toBe(60);
  return body.handover;
}

const flags = (page: Page) => page.evaluate(() => [sessionStorage.getItem('open_app'), sessionStorage.getItem('loginPayload')]);
const loginCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'token')?.value;

test('the origin app hands its person over with #token=HANDOVER:payload=...:isOriginApp=true, after they confirm', async ({ page, request }) => {
  const session = await originAppSession(request);
  const handover = await mintHandover(request, session);

  await page.goto(`/user/dashboard#token=${handover}:payload=origin-payload:isOriginApp=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Continue as Hanne (h***@example.com)?');
  // The token left the address bar before anything else happened.
  expect(page.url()).toMatch(/\/user\/dashboard$/);
  expect(await flags(page)).toEqual([null, null]);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Hanne');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  // A session of the browser's own, not the origin app's.
  const cookie = await loginCookie(page);
  expect(cookie).toBeTruthy();
  expect(cookie).not.toBe(session);
  expect(await flags(page)).toEqual(['true', 'origin-payload']);

  // Single use: the same link again is refused.
  await page.goto(`/user/dashboard#token=${handover}:isOriginApp=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This sign-in link no longer works');
  await expect(page.getByRole('alert')).toHaveText('This sign-in link has expired or was already used. Please sign in.');
});

test('a browser already signed in to the same account is handed over without a question', async ({ page, request }) => {
  await page.goto('/login/email');
  await enterPassword(page, hanne.email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Hanne');

  const handover = await mintHandover(request, await originAppSession(request));
  await page.goto(`/user/dashboard#token=${handover}:payload=again:isOriginApp=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Hanne');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  expect(await flags(page)).toEqual(['true', 'again']);
});

test('a hand-over of another account is not taken silently: the person is asked, cancels and stays themselves', async ({ page, request }) => {
  await signInWithEmailCode(page, stepUser.email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam');
  const ownCookie = await loginCookie(page);

  // An attacker signed in as Hanne sends Sam a link with a hand-over of Hanne's account.
  const handover = await mintHandover(request, await originAppSession(request));
  await page.goto(`/user/dashboard#token=${handover}:payload=attacker:isOriginApp=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Continue as Hanne (h***@example.com)?');
  await expect(page.getByText('You are signed in as Sam in this browser.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam');
  expect(await loginCookie(page)).toBe(ownCookie);
  expect(await flags(page)).toEqual([null, null]);
});

test('a session token in the hash signs nobody in', async ({ page, request }) => {
  const session = await originAppSession(request);
  await page.goto(`/user/dashboard#token=${session}:isOriginApp=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This sign-in link no longer works');
  expect(page.url()).toMatch(/\/user\/dashboard$/);
  expect(await loginCookie(page)).toBeUndefined();
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fuser%2Fdashboard$/);
});
