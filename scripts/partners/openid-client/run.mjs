// openid-client 6 in a Node app, signing a person in with the portal and renewing with the refresh token: node scripts/partners/openid-client/run.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser } from '../lib/browser.mjs';
import { freePort, runSetup, startPartner } from '../lib/partner-process.mjs';
import { person, portalUrl, registerClient, removeClient } from '../lib/portal.mjs';
import { expectSignedIn, signInThrough } from '../lib/sign-in.mjs';

const here = dirname(fileURLToPath(import.meta.url));

await runSetup('openid-client', async ({ undo, explain }) => {
  const port = await freePort();
  const partnerUrl = `http://127.0.0.1:${port}`;
  const client = await registerClient({ name: 'Partner set-up: openid-client', redirectUri: `${partnerUrl}/callback`, scope: 'openid email profile offline_access' });
  undo(() => removeClient(client.clientId));
  const env = { PORTAL_URL: portalUrl, CLIENT_ID: client.clientId, CLIENT_SECRET: client.clientSecret, PARTNER_URL: partnerUrl, PARTNER_PORT: String(port) };
  const partner = await startPartner(process.execPath, [join(here, 'app.mjs')], { env, readyUrl: `${partnerUrl}/` });
  undo(partner.stop);
  explain(() => `--- the app's output ---\n${partner.output()}`);

  const browser = new Browser();
  const page = await signInThrough(browser, `${partnerUrl}/`);
  expectSignedIn(page, partnerUrl, `Signed in as ${person.username}`);
  expectSignedIn(page, partnerUrl, 'renewals: 0');
  // Twice: the second use needs the refresh token the first one received (the portal rotates them).
  await browser.navigate(`${partnerUrl}/renew`);
  const renewed = await browser.navigate(`${partnerUrl}/renew`);
  expectSignedIn(renewed, partnerUrl, `Signed in as ${person.username}`);
  expectSignedIn(renewed, partnerUrl, 'renewals: 2');
});
