// mod_auth_openidc in Debian's Apache, signing a person in with the portal: node scripts/partners/mod_auth_openidc/run.mjs
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser } from '../lib/browser.mjs';
import { freePort, runSetup, startPartner } from '../lib/partner-process.mjs';
import { person, portalUrl, registerClient, removeClient } from '../lib/portal.mjs';
import { expectSignedIn, signInThrough } from '../lib/sign-in.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const apache = '/usr/sbin/apache2';

await runSetup('mod_auth_openidc', async ({ undo, explain }) => {
  if (!existsSync('/usr/lib/apache2/modules/mod_auth_openidc.so')) throw new Error('apt-get install -y apache2 libapache2-mod-auth-openidc first');
  const port = await freePort();
  const partnerUrl = `http://127.0.0.1:${port}`;
  const client = await registerClient({ name: 'Partner set-up: mod_auth_openidc', redirectUri: `${partnerUrl}/private/redirect_uri` });
  undo(() => removeClient(client.clientId));
  // Apache's own server root, pid file and port: the system's Apache is left alone.
  const serverRoot = mkdtempSync(join(tmpdir(), 'partner-apache-'));
  undo(async () => rmSync(serverRoot, { recursive: true, force: true }));
  const env = {
    SERVER_ROOT: serverRoot,
    PARTNER_ROOT: here,
    PARTNER_PORT: String(port),
    PARTNER_URL: partnerUrl,
    PORTAL_URL: portalUrl,
    CLIENT_ID: client.clientId,
    CLIENT_SECRET: client.clientSecret,
    CRYPTO_PASSPHRASE: randomBytes(32).toString('base64url'),
  };
  const asRoot = process.getuid?.() === 0 ? ['-D', 'STARTED_AS_ROOT'] : [];
  const partner = await startPartner(apache, ['-f', join(here, 'httpd.conf'), '-D', 'FOREGROUND', ...asRoot], { env, readyUrl: `${partnerUrl}/` });
  undo(partner.stop);
  explain(() => `--- Apache's error log ---\n${readFileSync(join(serverRoot, 'error.log'), 'utf8')}`);

  const page = await signInThrough(new Browser(), `${partnerUrl}/private/`);
  expectSignedIn(page, partnerUrl, `Signed in as ${person.username}`);
});
