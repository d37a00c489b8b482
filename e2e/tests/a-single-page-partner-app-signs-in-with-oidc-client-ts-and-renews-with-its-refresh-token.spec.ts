import { expect, test } from '../support/test';
import { partnerApps, port } from '../support/demo';
import { issuer } from '../support/partner';
import { startPartnerSpa, type PartnerSpa } from '../support/partner-spa';
import { portalCli } from '../support/portal-cli';
import { enterPassword } from '../support/sign-in';

// The partner's single-page app (scripts/partners/oidc-client-ts) on 127.0.0.1, another site than
// the portal on localhost, as a partner's own domain is: what the partner's pages load from the
// portal (an iframe, a fetch) carries none of the portal's SameSite=Lax cookies, as in production.
const spaPort = port + 400;
let spa: PartnerSpa;
let clientId: string;

test.beforeAll(async () => {
  const redirectUri = `http://127.0.0.1:${spaPort}/callback`;
  const registered = await portalCli('clients', 'add', '--public', '--name', 'Single-page partner', '--redirect-uri', redirectUri, '--scope', 'openid email profile offline_access');
  clientId = registered.match(/client_id:\s+(\S+)/)?.[1] ?? '';
  spa = await startPartnerSpa({ host: '127.0.0.1', port: spaPort, authority: issuer, clientId });
});

test.afterAll(async () => {
  await spa?.stop();
});

test('a single-page partner app signs in with oidc-client-ts and renews with its refresh token, not in an iframe', async ({ page }) => {
  const status = page.getByRole('status');
  await page.goto(spa.origin);
  await expect(status).toHaveText('You are not signed in.');
  await page.getByRole('button', { name: 'Sign in with the portal' }).click();

  // At the portal: its login (no second factor for this account), then the consent that
  // offline_access with prompt=consent asks for.
  await expect(page).toHaveURL(new RegExp(`^${issuer}/login/email\\?`));
  await enterPassword(page, partnerApps.email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Single-page partner wants to access your account');
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back at the partner, which shows who signed in (from userinfo) and has a refresh token.
  await expect(page).toHaveURL(`${spa.origin}/`);
  await expect(status).toHaveText(/^Signed in as partner\.apps@example\.com \(sub \d+\)\. Renewals: 0\.$/);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:')) ?? '') ?? '{}'));
  expect(stored.refresh_token).toEqual(expect.any(String));

  // Renewing is one token request with the refresh token: no frame ever opens on the portal.
  const frames: string[] = [];
  page.on('frameattached', (frame) => frames.push(frame.url()));
  const refresh = page.waitForRequest((r) => r.url() === `${issuer}/oauth/token` && (r.postData() ?? '').includes('grant_type=refresh_token'));
  await page.getByRole('button', { name: 'Renew the session' }).click();
  await refresh;
  await expect(status).toHaveText(/^Signed in as partner\.apps@example\.com \(sub \d+\)\. Renewals: 1\.$/);
  // The portal replaced the refresh token: a second renewal works with the new one.
  await page.getByRole('button', { name: 'Renew the session' }).click();
  await expect(status).toHaveText(/Renewals: 2\.$/);
  expect(frames).toEqual([]);

  // Why not an iframe: the portal's authorization page, framed by the partner's site, gets none of
  // the portal's SameSite=Lax cookies, so even with the person signed in it answers login_required.
  const authorization = new URL(`${issuer}/oauth/auth`);
  authorization.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${spa.origin}/callback`,
    response_type: 'code',
    scope: 'openid',
    prompt: 'none',
    state: 'framed',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', // any S256 challenge: no code comes back to redeem
    code_challenge_method: 'S256',
  }).toString();
  await page.evaluate((src) => document.body.append(Object.assign(document.createElement('iframe'), { src })), authorization.href);
  await expect.poll(() => page.frames().map((f) => f.url())).toContainEqual(expect.stringContaining(`${spa.origin}/callback?error=login_required&`));
});
