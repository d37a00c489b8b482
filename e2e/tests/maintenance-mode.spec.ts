import { expect, test } from '../support/test';
import { PASSWORD, port } from '../support/demo';
import { startExtraServer, type ExtraServer } from '../support/extra-server';
import { appHasStarted, enterPassword } from '../support/sign-in';
import { expectNoAxeViolations } from '../support/axe';

// A second portal of its own, so that maintenance can be switched on by restarting it.
const maintenancePort = port + 300;
const mona = { email: 'maintenance@example.com' };
let portal: ExtraServer | null = null;

// Each test starts a portal once or twice (about 8 s each on a busy machine). A timeout in the
// middle of a start would leave that server running for the next test: give the starts room.
test.describe.configure({ timeout: 120_000 });

test.afterEach(async () => {
  await portal?.stop();
  portal = null;
});

const restart = async (env: Record<string, string>) => {
  await portal?.stop();
  portal = await startExtraServer({ port: maintenancePort, host: 'localhost', env });
  // A server left over on the port would answer the health check too: make sure it is this one.
  const config = await fetch(`${portal.url}/api/config`);
  expect(config.status, 'the portal on the port runs with the settings just given').toBe(env.MAINTENANCE ? 503 : 200);
  return portal.url;
};

test('in maintenance every page, deep links and signed-in visitors included, shows the maintenance notice', async ({ page }) => {
  // Mona is signed in when the maintenance begins.
  const url = await restart({});
  await page.goto(`${url}/login/email`);
  await enterPassword(page, mona.email, PASSWORD);
  await expect(page).toHaveURL(`${url}/user/dashboard`);
  await restart({ MAINTENANCE: '600' });

  for (const address of ['/user/dashboard', '/security/edit-password?x=1', '/login/email', '/no/such/page']) {
    const response = await page.goto(`${url}${address}`);
    expect(response?.status(), address).toBe(503);
    expect(response?.headers()['retry-after'], address).toBe('600');
    await expect(page, address).toHaveURL(`${url}/maintenance`);
    await expect(page.getByRole('heading', { level: 2, name: 'Maintenance in progress' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Onderhoud bezig' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  // The header is hidden: no language switch, no navigation, no log-out.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The API says so too, but the health checks still answer.
  const api = await page.request.get(`${url}/api/user`);
  expect(api.status()).toBe(503);
  expect(await api.json()).toMatchObject({ code: 'site.maintenance' });
  expect((await page.request.get(`${url}/api/health/ready`)).status()).toBe(200);
});

test('a tab opened before the maintenance moves to the notice at its next call', async ({ page }) => {
  const url = await restart({});
  await page.goto(`${url}/login/email`);
  // The tab's app must be running before the restart: a restart while its scripts still download
  // would leave only the drawn page, which no app ever takes over.
  await appHasStarted(page);
  await restart({ MAINTENANCE: 'true' });
  await enterPassword(page, mona.email, PASSWORD);
  await expect(page).toHaveURL(`${url}/maintenance`);
  await expect(page.getByRole('heading', { level: 2, name: 'Maintenance in progress' })).toBeVisible();
});

test('in Luxembourg the maintenance notice is in German too', async ({ page }) => {
  const url = (await restart({ MAINTENANCE: '2099-01-01T06:00:00Z' })).replace('localhost', 'lu.localhost');
  const response = await page.goto(`${url}/user/dashboard`);
  expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(60);
  await expect(page).toHaveURL(`${url}/maintenance`);
  await expect(page.getByRole('heading', { level: 2, name: 'Wartungsarbeiten' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
  await expectNoAxeViolations(page);
});
