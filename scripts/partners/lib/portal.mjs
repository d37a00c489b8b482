import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The running portal: PORTAL_URL (npm start's address by default); the CLI reaches its database through DATABASE_URL, as the server does. */
export const portalUrl = (process.env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/$/, '');

/** The demo account the set-ups sign in with (docs/demo-data.md): no second factor. */
export const person = { username: process.env.PARTNER_USERNAME ?? 'partner.apps@example.com', password: process.env.PARTNER_PASSWORD ?? 'Demo-Password-1!' };

/** `npm run cli -- ARGS` (the built CLI), as an operator runs it; answers what it prints. */
export async function portalCli(...args) {
  const { stdout } = await promisify(execFile)(process.execPath, [join(repo, 'apps/server/dist/cli.js'), ...args], { env: process.env });
  return stdout;
}

/** Registers a partner app as an operator does; answers its client_id and secret (none for --public). */
export async function registerClient({ name, redirectUri, scope = 'openid profile email', publicClient = false }) {
  const args = ['clients', 'add', '--name', name, '--redirect-uri', redirectUri, '--scope', scope];
  const printed = await portalCli(...args, ...(publicClient ? ['--public'] : []));
  const clientId = printed.match(/client_id:\s+(\S+)/)?.[1];
  const clientSecret = printed.match(/client_secret:\s+(\S+)/)?.[1];
  if (!clientId) throw new Error(`clients add printed no client_id: ${printed}`);
  return { clientId, clientSecret };
}

export const removeClient = (clientId) => portalCli('clients', 'remove', clientId);

/**
 * The portal's login and consent screens are its single-page app, which a script cannot run: this
 * makes the app's JSON calls instead (docs/sign-in-api.md). The x-device-id header and the page's
 * own Origin are what the SPA sends; they are the portal's CSRF guard.
 */
function apiHeaders() {
  return { 'content-type': 'application/json', accept: 'application/json', 'x-device-id': randomUUID(), origin: portalUrl };
}

/** POST /api/token with the password: the answer sets the login cookie in the browser's jar. */
export async function signIn(browser) {
  const response = await browser.request(`${portalUrl}/api/token`, { method: 'POST', headers: apiHeaders(), body: JSON.stringify(person) });
  if (response.status === 200) return;
  // The demo data is seeded into a database without users only: an older one lacks newer accounts.
  throw new Error(
    `Signing in as ${person.username} answered ${response.status} ${response.body}. It needs an account without a second factor: ` +
      'a portal database seeded before partner.apps@example.com was added lacks it (PARTNER_USERNAME=nomfa@example.com, or a fresh DATABASE_URL)',
  );
}

/** The consent screen's "Allow": PUT /api/authorize; answers where the browser goes next. */
export async function allow(browser, interaction) {
  const response = await browser.request(`${portalUrl}/api/authorize`, { method: 'PUT', headers: apiHeaders(), body: JSON.stringify({ interaction, approve: true }) });
  if (response.status !== 200) throw new Error(`Consent answered ${response.status} ${response.body}`);
  return new URL(JSON.parse(response.body).target, portalUrl).href;
}
