import { expect, test } from '@playwright/test';
import { PASSWORD } from '../support/demo';

test('the origin app hands over its session with #token=...:payload=...:isOriginApp=true', async ({ page, request }) => {
  const login = await request.post('/api/token', {
    headers: { 'x-device-id': crypto.randomUUID() },
    data: { username: 'nomfa@example.com', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };

  await page.goto(`/user/dashboard#token=${token}:payload=origin-payload:isOriginApp=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nora');
  // The token leaves the address bar at once; the session now lives in the login cookie.
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect((await page.context().cookies()).find((c) => c.name === 'token')?.value).toBe(token);
  expect(await page.evaluate(() => [sessionStorage.getItem('open_app'), sessionStorage.getItem('loginPayload')])).toEqual(['true', 'origin-payload']);
});

test('a hash login with a token that is not a session leaves the person signed out', async ({ page }) => {
  await page.goto('/user/dashboard#token=not-a-real-token:isOriginApp=false');
  await expect(page).toHaveURL(/\/login\/email\?redirect=%2Fuser%2Fdashboard$/);
});
