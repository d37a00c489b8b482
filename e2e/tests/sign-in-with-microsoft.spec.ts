import { expect, test } from '../support/test';
import { PASSWORD, port } from '../support/demo';
import { startExtraServer, type ExtraServer } from '../support/extra-server';
import { enterPassword } from '../support/sign-in';

// Two more portals: one plays the upstream provider ("Microsoft") on 127.0.0.1, so that its
// cookies never mix with the other's, which signs in through it on localhost.
const upstreamPort = port + 100;
const portalPort = port + 101;
let upstream: ExtraServer;
let portal: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  upstream = await startExtraServer({ port: upstreamPort, host: '127.0.0.1' });
  const registered = await upstream.cli(
    'clients', 'add', '--id', 'account-portal', '--name', 'Account portal',
    '--redirect-uri', `http://localhost:${portalPort}/federation/callback`, '--scope', 'openid email profile',
  );
  const secret = registered.match(/client_secret:\s+(\S+)/)?.[1] ?? '';
  portal = await startExtraServer({
    port: portalPort,
    host: 'localhost',
    env: { UPSTREAM_OIDC_ISSUER: upstream.url, UPSTREAM_OIDC_CLIENT_ID: 'account-portal', UPSTREAM_OIDC_CLIENT_SECRET: secret },
  });
});

test.afterAll(async () => {
  await Promise.all([portal?.stop(), upstream?.stop()]);
});

test('a company user signs in with Microsoft: the beta modal, the upstream sign-in, the linked account', async ({ page }) => {
  await page.goto(`${portal.url}/login/email?redirect=%2Fuser%2Fdashboard`);
  await page.getByRole('button', { name: 'Sign in with Microsoft Beta' }).click();
  const modal = page.getByRole('dialog', { name: 'Sign in with Microsoft (beta)' });
  await expect(modal).toContainText('This is a beta.');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Sign in with Microsoft Beta' }).click();
  await modal.getByRole('button', { name: 'Continue to Microsoft' }).click();

  // At the upstream provider: its own login and consent.
  await expect(page).toHaveURL(new RegExp(`^${upstream.url}/login/email\\?`));
  await enterPassword(page, 'nomfa@example.com', PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account portal wants to access your account');
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back at the portal, signed in to the account with the same verified e-mail address.
  await expect(page).toHaveURL(`${portal.url}/user/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nora');
});

test('the Microsoft button is not there when no upstream provider is configured', async ({ page }) => {
  await page.goto('/login/email');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Microsoft/ })).toHaveCount(0);
});
